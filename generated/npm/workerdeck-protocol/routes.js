// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

export function routePath(route, params) {
  const path = route.slice(route.indexOf(" ") + 1);
  return path.replace(/([:*])(\w+)/g, (_, kind, name) =>
    kind === ":"
      ? encodeURIComponent(params[name])
      : String(params[name]).split("/").map(encodeURIComponent).join("/"),
  );
}
