export function ContactRoute() {
  return null;
}
