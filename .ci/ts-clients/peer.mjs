// Starts `agent-wire-peer serve PROTOCOL …` for a test and reads its first
// line (`listening on URL`). The binary is $PEER, or the debug build.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PEER = process.env.PEER ?? path.join(root, "target/debug/agent-wire-peer");

/** Resolves to `{ url, host, port, child, stop() }` once the peer listens. */
export function startPeer(protocol, args = []) {
  const child = spawn(PEER, ["serve", protocol, "--no-stdin-watch", ...args], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`agent-wire-peer serve ${protocol} exited with ${code}`)));
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => {
      const url = line.replace(/^listening on /, "");
      const u = new URL(url.includes("://") ? url : `tcp://${url}`);
      resolve({
        url, host: u.hostname, port: Number(u.port), child,
        stop: () => new Promise((done) => { child.removeAllListeners("exit"); child.once("exit", () => done()); child.kill("SIGKILL"); }),
      });
    });
  });
}
