/** The login modal's chunk: loaded when the modal is first wanted (or hinted at by a hover). */
export const loadLoginModal = () => import("./LoginModalWidget.ts");
