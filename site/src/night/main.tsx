import { render } from "preact";
import { useEffect } from "preact/hooks";
import { Console } from "./console.js";
import { useNight } from "./live.js";
import { keepSending } from "./outbox.js";
import { Players } from "./players.js";
import { Register } from "./register.js";
import { Table } from "./table.js";

/** The night's page: the players' view (/), a table's page (/table), the list check (/register), the organiser's console (/console). */
function Night() {
  const { night, online } = useNight();
  // A result this phone kept is sent from whichever page of the night is open (after a reload too).
  useEffect(() => keepSending(), []);
  const path = location.pathname;
  const query = new URLSearchParams(location.search);
  const heading = night?.name ? night.name : "The night";
  let body;
  if (path === "/console") body = <Console night={night} />;
  else if (night === undefined) body = <p>Connecting…</p>;
  else if (path === "/register") body = <Register night={night} />;
  else if (night === null) body = <p>The event is not open yet. This page updates on its own.</p>;
  else if (path === "/table") body = <Table night={night} round={Number(query.get("round"))} table={Number(query.get("table"))} />;
  else body = <Players night={night} />;
  return (
    <>
      <header>
        <h1>{path === "/console" ? "Console" : heading}</h1>
        <span class={online ? "live on" : "live off"}>{online ? "live" : "offline"}</span>
      </header>
      <main>{body}</main>
    </>
  );
}

render(<Night />, document.getElementById("night")!);
