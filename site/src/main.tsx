import { render } from "preact";
import { App } from "./app.js";

render(<App />, document.getElementById("app")!);

// Served over HTTP(S), the page keeps its three files in a cache of its own, so that it opens and
// works offline too. Opened from a file, it needs nothing else already.
if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
  void navigator.serviceWorker.register("sw.js").catch(() => undefined);
}
