import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { AppProviders } from "../App.tsx";
import { AppRoutes } from "../routes.tsx";
import { setupMockApi, type MockApiOptions } from "./mockApi.ts";

function LocationProbe({ visited }: { visited: string[] }) {
  const { pathname, search, hash } = useLocation();
  const address = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (visited[visited.length - 1] !== address) visited.push(address);
  }, [address, visited]);
  return <output data-testid="location">{address}</output>;
}

/**
 * The whole site at `path`, on the mocked API; `location()` reads the router's address and
 * `history()` lists every address shown.
 */
export function renderApp(path = "/", options: MockApiOptions = {}) {
  const api = setupMockApi(options);
  const user = userEvent.setup();
  const visited: string[] = [];
  const view = render(
    <AppProviders client={api.client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe visited={visited} />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => view.getByTestId("location").textContent ?? "";
  /** Every address the router has shown, in order (pages may redirect on their own). */
  const history = () => [...visited];
  return { ...view, api, user, location, history };
}
