export function App() {
  return (
    <main>
      <h1>Construction &amp; Real-Estate Academy</h1>
      <p>Courses, contractor licensing exam prep, mentorship and investor tools.</p>
    </main>
  );
}
