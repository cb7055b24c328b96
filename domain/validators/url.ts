/**
 * A public web address: http or https, a host name with at least one dot whose last part is
 * not a number (no `localhost`, no bare IP), an optional port, path, query and fragment, no
 * spaces and no user or password. Parsed with the WHATWG URL parser (browsers and Node).
 */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export function isValidUrl(value: string): boolean {
  if (value.length > 2048 || /\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const labels = url.hostname.split('.');
  // Host labels as typed (the parser would turn "ñandú" into punycode, which is fine too).
  return (
    labels.length >= 2 &&
    labels.every((label) => HOST_LABEL.test(label)) &&
    !/^\d+$/.test(labels.at(-1)!)
  );
}
