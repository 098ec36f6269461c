// Serves a test page and forwards everything else (HTTP, SSE, WebSocket
// upgrades) to a peer, on one origin: the Orion and WorkerDeck APIs are
// same-origin by contract, so a browser page must come from the origin it
// talks to. `pages` maps a path to `{ type, body }`.
import http from "node:http";
import net from "node:net";

export async function startSameOrigin(target, pages) {
  const server = http.createServer((req, res) => {
    const page = pages[req.url];
    if (page) {
      res.writeHead(200, { "content-type": page.type });
      res.end(page.body);
      return;
    }
    const headers = { ...req.headers, host: `127.0.0.1:${target.port}` };
    if (headers.origin) headers.origin = `http://127.0.0.1:${target.port}`;
    const up = http.request({ host: "127.0.0.1", port: target.port, method: req.method, path: req.url, headers }, (r) => {
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
    });
    up.on("error", () => res.destroy());
    req.pipe(up);
  });
  // WebSocket: replay the upgrade request to the peer and splice the sockets.
  server.on("upgrade", (req, socket, head) => {
    const up = net.connect(target.port, "127.0.0.1", () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const [k, v] = [req.rawHeaders[i], req.rawHeaders[i + 1]];
        const key = k.toLowerCase();
        lines.push(`${k}: ${key === "host" ? `127.0.0.1:${target.port}` : key === "origin" ? `http://127.0.0.1:${target.port}` : v}`);
      }
      up.write(lines.join("\r\n") + "\r\n\r\n");
      if (head.length) up.write(head);
      up.pipe(socket); socket.pipe(up);
    });
    const kill = () => { up.destroy(); socket.destroy(); };
    up.on("error", kill); socket.on("error", kill);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = server.address().port;
  return { port, origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }) };
}
