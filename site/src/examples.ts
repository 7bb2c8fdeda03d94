// The example records of examples/: data, not code. scripts/site.mjs writes them into index.html as
// a JSON script element, which the browser never runs, so the page needs no request to read them.

export interface Example {
  readonly name: string;
  readonly record: unknown;
}

export function examples(): readonly Example[] {
  const data = document.getElementById("examples")?.textContent;
  return data ? (JSON.parse(data) as Example[]) : [];
}
