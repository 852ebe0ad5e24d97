export { App, AppProviders } from "./App.tsx";
export { AppRoutes, ROUTES, type RouteEntry } from "./routes.tsx";
