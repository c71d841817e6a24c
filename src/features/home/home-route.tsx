export function HomeRoute() {
  return null;
}
