// Orion Code Local Web API v0.3.0: TypeScript types generated from orion-api-types.
// Do not edit: run `cargo run -p codegen -- generate`.

// Run-time validators compiled from the package's JSON Schemas; no dependencies.

function err(path, message) {
  return { path, message };
}

function key(p, k) {
  return p === "" ? k : p + "." + k;
}

function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function kind(x) {
  if (x === null) return "null";
  if (Array.isArray(x)) return "sequence";
  if (typeof x === "object") return "map";
  if (typeof x === "number") return Number.isInteger(x) ? "integer `" + x + "`" : "floating point `" + x + "`";
  if (typeof x === "string") return "string " + JSON.stringify(x);
  return typeof x + " `" + String(x) + "`";
}

function chars(s) {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function equal(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k]));
}

function result(e, value) {
  return e === undefined ? { ok: true, value } : { ok: false, errors: [{ path: e.path === "" ? "(root)" : e.path, message: e.message }] };
}

function v_HealthResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1 of Object.keys(x)) {
      const v2 = x[k1];
      const q3 = key(p, k1);
      if (k1 === "ok") {
        if (!(typeof v2 === "boolean")) return err(q3, "invalid type: " + kind(v2) + ", expected boolean");
        if (v2 !== true) return err(q3, "invalid value: " + kind(v2) + ", expected the constant " + "true");
      }
      else if (k1 === "version") {
        if (!(typeof v2 === "string")) return err(q3, "invalid type: " + kind(v2) + ", expected string");
      }
      else return err(q3, "unknown field `" + k1 + "`" + ", expected one of `ok`, `version`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "ok")) return err(p, "missing field `ok`");
    if (!Object.prototype.hasOwnProperty.call(x, "version")) return err(p, "missing field `version`");
  }
  return undefined;
}

function v_BootstrapResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k4 of Object.keys(x)) {
      const v5 = x[k4];
      const q6 = key(p, k4);
      if (k4 === "apiVersion") {
        if (!(Number.isInteger(v5))) return err(q6, "invalid type: " + kind(v5) + ", expected integer");
        if (v5 !== 1) return err(q6, "invalid value: " + kind(v5) + ", expected the constant " + "1");
      }
      else if (k4 === "productVersion") {
        if (!(typeof v5 === "string")) return err(q6, "invalid type: " + kind(v5) + ", expected string");
      }
      else if (k4 === "nonce") {
        if (!(typeof v5 === "string")) return err(q6, "invalid type: " + kind(v5) + ", expected string");
        if (typeof v5 === "string") {
          const n7 = chars(v5);
          if (n7 < 32) return err(q6, "string of length " + n7 + " is shorter than minLength 32");
        }
      }
      else if (k4 === "workspace") {
        if (!(typeof v5 === "string")) return err(q6, "invalid type: " + kind(v5) + ", expected string");
      }
      else if (k4 === "configured") {
        if (!(typeof v5 === "boolean")) return err(q6, "invalid type: " + kind(v5) + ", expected boolean");
      }
      else if (k4 === "activeSessionId") {
        if (!(typeof v5 === "string" || v5 === null)) return err(q6, "invalid type: " + kind(v5) + ", expected string or null");
      }
      else if (k4 === "settings") {
        { const e8 = v_SettingsDocument(v5, q6); if (e8) return e8; }
      }
      else if (k4 === "capabilities") {
        if (!(isObject(v5))) return err(q6, "invalid type: " + kind(v5) + ", expected object");
        if (isObject(v5)) {
          for (const k9 of Object.keys(v5)) {
            const v10 = v5[k9];
            const q11 = key(q6, k9);
            if (k9 === "goal") {
              if (!(typeof v10 === "boolean")) return err(q11, "invalid type: " + kind(v10) + ", expected boolean");
            }
            else if (k9 === "plan") {
              if (!(typeof v10 === "boolean")) return err(q11, "invalid type: " + kind(v10) + ", expected boolean");
            }
            else if (k9 === "skills") {
              if (!(typeof v10 === "boolean")) return err(q11, "invalid type: " + kind(v10) + ", expected boolean");
            }
            else if (k9 === "mcp") {
              if (!(typeof v10 === "boolean")) return err(q11, "invalid type: " + kind(v10) + ", expected boolean");
            }
            else if (k9 === "diagnostics") {
              if (!(typeof v10 === "boolean")) return err(q11, "invalid type: " + kind(v10) + ", expected boolean");
            }
            else return err(q11, "unknown field `" + k9 + "`" + ", expected one of `goal`, `plan`, `skills`, `mcp`, `diagnostics`");
          }
          if (!Object.prototype.hasOwnProperty.call(v5, "goal")) return err(q6, "missing field `goal`");
          if (!Object.prototype.hasOwnProperty.call(v5, "plan")) return err(q6, "missing field `plan`");
          if (!Object.prototype.hasOwnProperty.call(v5, "skills")) return err(q6, "missing field `skills`");
          if (!Object.prototype.hasOwnProperty.call(v5, "mcp")) return err(q6, "missing field `mcp`");
          if (!Object.prototype.hasOwnProperty.call(v5, "diagnostics")) return err(q6, "missing field `diagnostics`");
        }
      }
      else return err(q6, "unknown field `" + k4 + "`" + ", expected one of `apiVersion`, `productVersion`, `nonce`, `workspace`, `configured`, `activeSessionId`, `settings`, `capabilities`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "apiVersion")) return err(p, "missing field `apiVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "productVersion")) return err(p, "missing field `productVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "nonce")) return err(p, "missing field `nonce`");
    if (!Object.prototype.hasOwnProperty.call(x, "workspace")) return err(p, "missing field `workspace`");
    if (!Object.prototype.hasOwnProperty.call(x, "configured")) return err(p, "missing field `configured`");
    if (!Object.prototype.hasOwnProperty.call(x, "settings")) return err(p, "missing field `settings`");
    if (!Object.prototype.hasOwnProperty.call(x, "capabilities")) return err(p, "missing field `capabilities`");
  }
  return undefined;
}

function v_MutationRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k12 of Object.keys(x)) {
      const v13 = x[k12];
      const q14 = key(p, k12);
      if (k12 === "requestId") {
        { const e15 = v_RequestId(v13, q14); if (e15) return e15; }
      }
      else return err(q14, "unknown field `" + k12 + "`" + ", expected one of `requestId`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
  }
  return undefined;
}

function v_RequestId(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (typeof x === "string") {
    const n16 = chars(x);
    if (n16 < 1) return err(p, "string of length " + n16 + " is shorter than minLength 1");
    if (n16 > 128) return err(p, "string of length " + n16 + " is longer than maxLength 128");
  }
  return undefined;
}

function v_ActivateWorkspaceRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k17 of Object.keys(x)) {
      const v18 = x[k17];
      const q19 = key(p, k17);
      if (k17 === "requestId") {
        { const e20 = v_RequestId(v18, q19); if (e20) return e20; }
      }
      else if (k17 === "path") {
        if (!(typeof v18 === "string")) return err(q19, "invalid type: " + kind(v18) + ", expected string");
        if (typeof v18 === "string") {
          const n21 = chars(v18);
          if (n21 < 1) return err(q19, "string of length " + n21 + " is shorter than minLength 1");
          if (n21 > 4096) return err(q19, "string of length " + n21 + " is longer than maxLength 4096");
        }
      }
      else return err(q19, "unknown field `" + k17 + "`" + ", expected one of `requestId`, `path`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
  }
  return undefined;
}

function v_CreateSessionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k22 of Object.keys(x)) {
      const v23 = x[k22];
      const q24 = key(p, k22);
      if (k22 === "requestId") {
        { const e25 = v_RequestId(v23, q24); if (e25) return e25; }
      }
      else if (k22 === "name") {
        if (!(typeof v23 === "string")) return err(q24, "invalid type: " + kind(v23) + ", expected string");
        if (typeof v23 === "string") {
          const n26 = chars(v23);
          if (n26 < 1) return err(q24, "string of length " + n26 + " is shorter than minLength 1");
          if (n26 > 120) return err(q24, "string of length " + n26 + " is longer than maxLength 120");
        }
      }
      else return err(q24, "unknown field `" + k22 + "`" + ", expected one of `requestId`, `name`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
  }
  return undefined;
}

function v_RenameSessionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k27 of Object.keys(x)) {
      const v28 = x[k27];
      const q29 = key(p, k27);
      if (k27 === "requestId") {
        { const e30 = v_RequestId(v28, q29); if (e30) return e30; }
      }
      else if (k27 === "name") {
        if (!(typeof v28 === "string")) return err(q29, "invalid type: " + kind(v28) + ", expected string");
        if (typeof v28 === "string") {
          const n31 = chars(v28);
          if (n31 < 1) return err(q29, "string of length " + n31 + " is shorter than minLength 1");
          if (n31 > 120) return err(q29, "string of length " + n31 + " is longer than maxLength 120");
        }
      }
      else return err(q29, "unknown field `" + k27 + "`" + ", expected one of `requestId`, `name`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
  }
  return undefined;
}

function v_WorkspaceSummary(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k32 of Object.keys(x)) {
      const v33 = x[k32];
      const q34 = key(p, k32);
      if (k32 === "path") {
        if (!(typeof v33 === "string")) return err(q34, "invalid type: " + kind(v33) + ", expected string");
      }
      else if (k32 === "label") {
        if (!(typeof v33 === "string")) return err(q34, "invalid type: " + kind(v33) + ", expected string");
      }
      else if (k32 === "active") {
        if (!(typeof v33 === "boolean")) return err(q34, "invalid type: " + kind(v33) + ", expected boolean");
      }
      else if (k32 === "sessionCount") {
        if (!(Number.isInteger(v33))) return err(q34, "invalid type: " + kind(v33) + ", expected integer");
        if (typeof v33 === "number") {
          if (v33 < 0) return err(q34, v33 + " is less than minimum 0");
        }
      }
      else return err(q34, "unknown field `" + k32 + "`" + ", expected one of `path`, `label`, `active`, `sessionCount`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "label")) return err(p, "missing field `label`");
    if (!Object.prototype.hasOwnProperty.call(x, "active")) return err(p, "missing field `active`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionCount")) return err(p, "missing field `sessionCount`");
  }
  return undefined;
}

function v_WorkspacePage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k35 of Object.keys(x)) {
      const v36 = x[k35];
      const q37 = key(p, k35);
      if (k35 === "items") {
        if (!(Array.isArray(v36))) return err(q37, "invalid type: " + kind(v36) + ", expected array");
        if (Array.isArray(v36)) {
          for (let i38 = 0; i38 < v36.length; i38++) {
            const v39 = v36[i38];
            const q40 = q37 + "[" + i38 + "]";
            { const e41 = v_WorkspaceSummary(v39, q40); if (e41) return e41; }
          }
          if (v36.length > 100) return err(q37, "array has more than maxItems 100");
        }
      }
      else if (k35 === "nextCursor") {
        if (!(typeof v36 === "string" || v36 === null)) return err(q37, "invalid type: " + kind(v36) + ", expected string or null");
      }
      else return err(q37, "unknown field `" + k35 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "items")) return err(p, "missing field `items`");
    if (!Object.prototype.hasOwnProperty.call(x, "nextCursor")) return err(p, "missing field `nextCursor`");
  }
  return undefined;
}

function v_WorkspaceMutationResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k42 of Object.keys(x)) {
      const v43 = x[k42];
      const q44 = key(p, k42);
      if (k42 === "requestId") {
        { const e45 = v_RequestId(v43, q44); if (e45) return e45; }
      }
      else if (k42 === "active") {
        if (!(typeof v43 === "string")) return err(q44, "invalid type: " + kind(v43) + ", expected string");
      }
      else if (k42 === "page") {
        { const e46 = v_WorkspacePage(v43, q44); if (e46) return e46; }
      }
      else return err(q44, "unknown field `" + k42 + "`" + ", expected one of `requestId`, `active`, `page`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "active")) return err(p, "missing field `active`");
    if (!Object.prototype.hasOwnProperty.call(x, "page")) return err(p, "missing field `page`");
  }
  return undefined;
}

function v_SessionSummary(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k47 of Object.keys(x)) {
      const v48 = x[k47];
      const q49 = key(p, k47);
      if (k47 === "id") {
        if (!(typeof v48 === "string")) return err(q49, "invalid type: " + kind(v48) + ", expected string");
      }
      else if (k47 === "projectPath") {
        if (!(typeof v48 === "string")) return err(q49, "invalid type: " + kind(v48) + ", expected string");
      }
      else if (k47 === "name") {
        if (!(typeof v48 === "string")) return err(q49, "invalid type: " + kind(v48) + ", expected string");
      }
      else if (k47 === "model") {
        if (!(typeof v48 === "string")) return err(q49, "invalid type: " + kind(v48) + ", expected string");
      }
      else if (k47 === "createdAt") {
        if (!(typeof v48 === "string")) return err(q49, "invalid type: " + kind(v48) + ", expected string");
      }
      else if (k47 === "updatedAt") {
        if (!(typeof v48 === "string")) return err(q49, "invalid type: " + kind(v48) + ", expected string");
      }
      else if (k47 === "messageCount") {
        if (!(Number.isInteger(v48))) return err(q49, "invalid type: " + kind(v48) + ", expected integer");
        if (typeof v48 === "number") {
          if (v48 < 0) return err(q49, v48 + " is less than minimum 0");
        }
      }
      else if (k47 === "taskSummary") {
        if (!(typeof v48 === "string")) return err(q49, "invalid type: " + kind(v48) + ", expected string");
      }
      else if (k47 === "activeGoalId") {
        if (!(typeof v48 === "string")) return err(q49, "invalid type: " + kind(v48) + ", expected string");
      }
      else if (k47 === "activeGoalObjective") {
        if (!(typeof v48 === "string")) return err(q49, "invalid type: " + kind(v48) + ", expected string");
      }
      else return err(q49, "unknown field `" + k47 + "`" + ", expected one of `id`, `projectPath`, `name`, `model`, `createdAt`, `updatedAt`, `messageCount`, `taskSummary`, `activeGoalId`, `activeGoalObjective`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "projectPath")) return err(p, "missing field `projectPath`");
    if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
    if (!Object.prototype.hasOwnProperty.call(x, "createdAt")) return err(p, "missing field `createdAt`");
    if (!Object.prototype.hasOwnProperty.call(x, "updatedAt")) return err(p, "missing field `updatedAt`");
    if (!Object.prototype.hasOwnProperty.call(x, "messageCount")) return err(p, "missing field `messageCount`");
  }
  return undefined;
}

function v_SessionPage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k50 of Object.keys(x)) {
      const v51 = x[k50];
      const q52 = key(p, k50);
      if (k50 === "items") {
        if (!(Array.isArray(v51))) return err(q52, "invalid type: " + kind(v51) + ", expected array");
        if (Array.isArray(v51)) {
          for (let i53 = 0; i53 < v51.length; i53++) {
            const v54 = v51[i53];
            const q55 = q52 + "[" + i53 + "]";
            { const e56 = v_SessionSummary(v54, q55); if (e56) return e56; }
          }
          if (v51.length > 100) return err(q52, "array has more than maxItems 100");
        }
      }
      else if (k50 === "nextCursor") {
        if (!(typeof v51 === "string" || v51 === null)) return err(q52, "invalid type: " + kind(v51) + ", expected string or null");
      }
      else return err(q52, "unknown field `" + k50 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "items")) return err(p, "missing field `items`");
    if (!Object.prototype.hasOwnProperty.call(x, "nextCursor")) return err(p, "missing field `nextCursor`");
  }
  return undefined;
}

function v_SessionMutationResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k57 of Object.keys(x)) {
      const v58 = x[k57];
      const q59 = key(p, k57);
      if (k57 === "requestId") {
        { const e60 = v_RequestId(v58, q59); if (e60) return e60; }
      }
      else if (k57 === "session") {
        { const e61 = v_SessionSummary(v58, q59); if (e61) return e61; }
      }
      else return err(q59, "unknown field `" + k57 + "`" + ", expected one of `requestId`, `session`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_TranscriptMessage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k62 of Object.keys(x)) {
      const v63 = x[k62];
      const q64 = key(p, k62);
      if (k62 === "id") {
        if (!(typeof v63 === "string")) return err(q64, "invalid type: " + kind(v63) + ", expected string");
      }
      else if (k62 === "role") {
        if (!(typeof v63 === "string")) return err(q64, "invalid type: " + kind(v63) + ", expected string");
        if (!["system", "user", "assistant", "tool"].some((v) => equal(v, v63))) return err(q64, "unknown variant " + kind(v63) + ", expected one of `system`, `user`, `assistant`, `tool`");
      }
      else if (k62 === "content") {
        if (!(typeof v63 === "string")) return err(q64, "invalid type: " + kind(v63) + ", expected string");
      }
      else if (k62 === "timestamp") {
        if (!(typeof v63 === "number")) return err(q64, "invalid type: " + kind(v63) + ", expected number");
        if (typeof v63 === "number") {
          if (v63 < 0) return err(q64, v63 + " is less than minimum 0");
        }
      }
      else if (k62 === "modelVisibleContent") {
        if (!(typeof v63 === "string")) return err(q64, "invalid type: " + kind(v63) + ", expected string");
      }
      else if (k62 === "toolCallId") {
        if (!(typeof v63 === "string")) return err(q64, "invalid type: " + kind(v63) + ", expected string");
      }
      else if (k62 === "tool_calls") {
        if (!(Array.isArray(v63))) return err(q64, "invalid type: " + kind(v63) + ", expected array");
        if (Array.isArray(v63)) {
          for (let i65 = 0; i65 < v63.length; i65++) {
            const v66 = v63[i65];
            const q67 = q64 + "[" + i65 + "]";
          }
        }
      }
      else if (k62 === "appliedSkills") {
        if (!(Array.isArray(v63))) return err(q64, "invalid type: " + kind(v63) + ", expected array");
        if (Array.isArray(v63)) {
          for (let i68 = 0; i68 < v63.length; i68++) {
            const v69 = v63[i68];
            const q70 = q64 + "[" + i68 + "]";
            if (!(typeof v69 === "string")) return err(q70, "invalid type: " + kind(v69) + ", expected string");
          }
        }
      }
      else return err(q64, "unknown field `" + k62 + "`" + ", expected one of `id`, `role`, `content`, `timestamp`, `modelVisibleContent`, `toolCallId`, `tool_calls`, `appliedSkills`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "role")) return err(p, "missing field `role`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
    if (!Object.prototype.hasOwnProperty.call(x, "timestamp")) return err(p, "missing field `timestamp`");
  }
  return undefined;
}

function v_TranscriptPage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k71 of Object.keys(x)) {
      const v72 = x[k71];
      const q73 = key(p, k71);
      if (k71 === "items") {
        if (!(Array.isArray(v72))) return err(q73, "invalid type: " + kind(v72) + ", expected array");
        if (Array.isArray(v72)) {
          for (let i74 = 0; i74 < v72.length; i74++) {
            const v75 = v72[i74];
            const q76 = q73 + "[" + i74 + "]";
            { const e77 = v_TranscriptMessage(v75, q76); if (e77) return e77; }
          }
          if (v72.length > 100) return err(q73, "array has more than maxItems 100");
        }
      }
      else if (k71 === "nextCursor") {
        if (!(typeof v72 === "string" || v72 === null)) return err(q73, "invalid type: " + kind(v72) + ", expected string or null");
      }
      else return err(q73, "unknown field `" + k71 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "items")) return err(p, "missing field `items`");
    if (!Object.prototype.hasOwnProperty.call(x, "nextCursor")) return err(p, "missing field `nextCursor`");
  }
  return undefined;
}

function v_GoalView(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k78 of Object.keys(x)) {
      const v79 = x[k78];
      const q80 = key(p, k78);
      if (k78 === "authority") {
        if (!(typeof v79 === "string")) return err(q80, "invalid type: " + kind(v79) + ", expected string");
        if (v79 !== "turn_commit") return err(q80, "invalid value: " + kind(v79) + ", expected the constant " + "\"turn_commit\"");
      }
      else if (k78 === "digest") {
        if (!(typeof v79 === "string")) return err(q80, "invalid type: " + kind(v79) + ", expected string");
        if (typeof v79 === "string") {
          const n81 = chars(v79);
          if (n81 < 1) return err(q80, "string of length " + n81 + " is shorter than minLength 1");
        }
      }
      else if (k78 === "state") {
      }
      else return err(q80, "unknown field `" + k78 + "`" + ", expected one of `authority`, `digest`, `state`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "authority")) return err(p, "missing field `authority`");
    if (!Object.prototype.hasOwnProperty.call(x, "digest")) return err(p, "missing field `digest`");
    if (!Object.prototype.hasOwnProperty.call(x, "state")) return err(p, "missing field `state`");
  }
  return undefined;
}

function v_PlanView(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k82 of Object.keys(x)) {
      const v83 = x[k82];
      const q84 = key(p, k82);
      if (k82 === "body") {
        if (!(typeof v83 === "string")) return err(q84, "invalid type: " + kind(v83) + ", expected string");
        if (typeof v83 === "string") {
          const n85 = chars(v83);
          if (n85 < 1) return err(q84, "string of length " + n85 + " is shorter than minLength 1");
        }
      }
      else if (k82 === "returnMode") {
        if (!(typeof v83 === "string")) return err(q84, "invalid type: " + kind(v83) + ", expected string");
        if (!["build", "auto"].some((v) => equal(v, v83))) return err(q84, "unknown variant " + kind(v83) + ", expected one of `build`, `auto`");
      }
      else if (k82 === "digest") {
        if (!(typeof v83 === "string")) return err(q84, "invalid type: " + kind(v83) + ", expected string");
        if (typeof v83 === "string") {
          const n86 = chars(v83);
          if (n86 < 1) return err(q84, "string of length " + n86 + " is shorter than minLength 1");
        }
      }
      else return err(q84, "unknown field `" + k82 + "`" + ", expected one of `body`, `returnMode`, `digest`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "body")) return err(p, "missing field `body`");
    if (!Object.prototype.hasOwnProperty.call(x, "returnMode")) return err(p, "missing field `returnMode`");
    if (!Object.prototype.hasOwnProperty.call(x, "digest")) return err(p, "missing field `digest`");
  }
  return undefined;
}

function v_PendingApproval(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k87 of Object.keys(x)) {
      const v88 = x[k87];
      const q89 = key(p, k87);
      if (k87 === "id") {
        if (!(typeof v88 === "string")) return err(q89, "invalid type: " + kind(v88) + ", expected string");
      }
      else if (k87 === "toolName") {
        if (!(typeof v88 === "string")) return err(q89, "invalid type: " + kind(v88) + ", expected string");
      }
      else if (k87 === "reason") {
        if (!(typeof v88 === "string")) return err(q89, "invalid type: " + kind(v88) + ", expected string");
      }
      else if (k87 === "sanitizedArguments") {
        if (!(isObject(v88))) return err(q89, "invalid type: " + kind(v88) + ", expected object");
      }
      else if (k87 === "allowedScopes") {
        if (!(Array.isArray(v88))) return err(q89, "invalid type: " + kind(v88) + ", expected array");
        if (!equal(v88, ["once","project","global"])) return err(q89, "invalid value: " + kind(v88) + ", expected the constant " + "[\"once\",\"project\",\"global\"]");
        if (Array.isArray(v88)) {
          for (let i90 = 0; i90 < v88.length; i90++) {
            const v91 = v88[i90];
            const q92 = q89 + "[" + i90 + "]";
            if (!(typeof v91 === "string")) return err(q92, "invalid type: " + kind(v91) + ", expected string");
            if (!["once", "project", "global"].some((v) => equal(v, v91))) return err(q92, "unknown variant " + kind(v91) + ", expected one of `once`, `project`, `global`");
          }
        }
      }
      else return err(q89, "unknown field `" + k87 + "`" + ", expected one of `id`, `toolName`, `reason`, `sanitizedArguments`, `allowedScopes`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
    if (!Object.prototype.hasOwnProperty.call(x, "sanitizedArguments")) return err(p, "missing field `sanitizedArguments`");
    if (!Object.prototype.hasOwnProperty.call(x, "allowedScopes")) return err(p, "missing field `allowedScopes`");
  }
  return undefined;
}

function v_FollowupItem(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k93 of Object.keys(x)) {
      const v94 = x[k93];
      const q95 = key(p, k93);
      if (k93 === "id") {
        if (!(typeof v94 === "string")) return err(q95, "invalid type: " + kind(v94) + ", expected string");
      }
      else if (k93 === "text") {
        if (!(typeof v94 === "string")) return err(q95, "invalid type: " + kind(v94) + ", expected string");
      }
      else if (k93 === "queuedAt") {
        if (!(typeof v94 === "number")) return err(q95, "invalid type: " + kind(v94) + ", expected number");
        if (typeof v94 === "number") {
          if (v94 < 0) return err(q95, v94 + " is less than minimum 0");
        }
      }
      else return err(q95, "unknown field `" + k93 + "`" + ", expected one of `id`, `text`, `queuedAt`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "text")) return err(p, "missing field `text`");
    if (!Object.prototype.hasOwnProperty.call(x, "queuedAt")) return err(p, "missing field `queuedAt`");
  }
  return undefined;
}

function v_SessionRuntimeSnapshot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k96 of Object.keys(x)) {
      const v97 = x[k96];
      const q98 = key(p, k96);
      if (k96 === "active") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "processing") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "agentMode") {
        if (!(typeof v97 === "string")) return err(q98, "invalid type: " + kind(v97) + ", expected string");
      }
      else if (k96 === "permissionMode") {
        if (!(typeof v97 === "string")) return err(q98, "invalid type: " + kind(v97) + ", expected string");
      }
      else if (k96 === "status") {
        if (!(typeof v97 === "string")) return err(q98, "invalid type: " + kind(v97) + ", expected string");
      }
      else if (k96 === "followups") {
        if (!(Array.isArray(v97))) return err(q98, "invalid type: " + kind(v97) + ", expected array");
        if (Array.isArray(v97)) {
          for (let i99 = 0; i99 < v97.length; i99++) {
            const v100 = v97[i99];
            const q101 = q98 + "[" + i99 + "]";
            { const e102 = v_FollowupItem(v100, q101); if (e102) return e102; }
          }
        }
      }
      else if (k96 === "followupLimit") {
        if (!(Number.isInteger(v97))) return err(q98, "invalid type: " + kind(v97) + ", expected integer");
        if (typeof v97 === "number") {
          if (v97 < 0) return err(q98, v97 + " is less than minimum 0");
        }
      }
      else if (k96 === "contextUsage") {
      }
      else if (k96 === "tokenUsage") {
      }
      else return err(q98, "unknown field `" + k96 + "`" + ", expected one of `active`, `processing`, `agentMode`, `permissionMode`, `status`, `followups`, `followupLimit`, `contextUsage`, `tokenUsage`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "active")) return err(p, "missing field `active`");
    if (!Object.prototype.hasOwnProperty.call(x, "processing")) return err(p, "missing field `processing`");
    if (!Object.prototype.hasOwnProperty.call(x, "agentMode")) return err(p, "missing field `agentMode`");
    if (!Object.prototype.hasOwnProperty.call(x, "permissionMode")) return err(p, "missing field `permissionMode`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "followups")) return err(p, "missing field `followups`");
    if (!Object.prototype.hasOwnProperty.call(x, "followupLimit")) return err(p, "missing field `followupLimit`");
    if (!Object.prototype.hasOwnProperty.call(x, "contextUsage")) return err(p, "missing field `contextUsage`");
    if (!Object.prototype.hasOwnProperty.call(x, "tokenUsage")) return err(p, "missing field `tokenUsage`");
  }
  return undefined;
}

function v_SessionSnapshot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k103 of Object.keys(x)) {
      const v104 = x[k103];
      const q105 = key(p, k103);
      if (k103 === "apiVersion") {
        if (!(Number.isInteger(v104))) return err(q105, "invalid type: " + kind(v104) + ", expected integer");
        if (v104 !== 1) return err(q105, "invalid value: " + kind(v104) + ", expected the constant " + "1");
      }
      else if (k103 === "session") {
        { const e106 = v_SessionSummary(v104, q105); if (e106) return e106; }
      }
      else if (k103 === "threadId") {
        if (!(typeof v104 === "string" || v104 === null)) return err(q105, "invalid type: " + kind(v104) + ", expected string or null");
      }
      else if (k103 === "threadCursor") {
        if (!(Number.isInteger(v104))) return err(q105, "invalid type: " + kind(v104) + ", expected integer");
        if (typeof v104 === "number") {
          if (v104 < 0) return err(q105, v104 + " is less than minimum 0");
        }
      }
      else if (k103 === "eventCursor") {
        if (!(Number.isInteger(v104))) return err(q105, "invalid type: " + kind(v104) + ", expected integer");
        if (typeof v104 === "number") {
          if (v104 < 0) return err(q105, v104 + " is less than minimum 0");
        }
      }
      else if (k103 === "projectionDigest") {
        if (!(typeof v104 === "string")) return err(q105, "invalid type: " + kind(v104) + ", expected string");
      }
      else if (k103 === "threadStatus") {
        if (!(typeof v104 === "string")) return err(q105, "invalid type: " + kind(v104) + ", expected string");
        if (!["new", "active", "idle", "legacy"].some((v) => equal(v, v104))) return err(q105, "unknown variant " + kind(v104) + ", expected one of `new`, `active`, `idle`, `legacy`");
      }
      else if (k103 === "activeTurnId") {
        if (!(typeof v104 === "string")) return err(q105, "invalid type: " + kind(v104) + ", expected string");
      }
      else if (k103 === "transcript") {
        { const e107 = v_TranscriptPage(v104, q105); if (e107) return e107; }
      }
      else if (k103 === "runtime") {
        { const e108 = v_SessionRuntimeSnapshot(v104, q105); if (e108) return e108; }
      }
      else if (k103 === "pendingApprovals") {
        if (!(Array.isArray(v104))) return err(q105, "invalid type: " + kind(v104) + ", expected array");
        if (Array.isArray(v104)) {
          for (let i109 = 0; i109 < v104.length; i109++) {
            const v110 = v104[i109];
            const q111 = q105 + "[" + i109 + "]";
            { const e112 = v_PendingApproval(v110, q111); if (e112) return e112; }
          }
        }
      }
      else if (k103 === "goal") {
        const e113 = (() => {
          {
            const u114 = [];
            const b115 = (() => {
              { const e116 = v_GoalView(v104, q105); if (e116) return e116; }
              return undefined;
            })();
            if (b115 === undefined) return undefined;
            u114.push(b115);
            const b117 = (() => {
              if (!(v104 === null)) return err(q105, "invalid type: " + kind(v104) + ", expected null");
              return undefined;
            })();
            if (b117 === undefined) return undefined;
            u114.push(b117);
            return u114.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e113) return e113;
      }
      else if (k103 === "plan") {
        const e118 = (() => {
          {
            const u119 = [];
            const b120 = (() => {
              { const e121 = v_PlanView(v104, q105); if (e121) return e121; }
              return undefined;
            })();
            if (b120 === undefined) return undefined;
            u119.push(b120);
            const b122 = (() => {
              if (!(v104 === null)) return err(q105, "invalid type: " + kind(v104) + ", expected null");
              return undefined;
            })();
            if (b122 === undefined) return undefined;
            u119.push(b122);
            return u119.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e118) return e118;
      }
      else if (k103 === "recoveryDiagnostics") {
        if (!(Array.isArray(v104))) return err(q105, "invalid type: " + kind(v104) + ", expected array");
        if (Array.isArray(v104)) {
          for (let i123 = 0; i123 < v104.length; i123++) {
            const v124 = v104[i123];
            const q125 = q105 + "[" + i123 + "]";
          }
        }
      }
      else return err(q105, "unknown field `" + k103 + "`" + ", expected one of `apiVersion`, `session`, `threadId`, `threadCursor`, `eventCursor`, `projectionDigest`, `threadStatus`, `activeTurnId`, `transcript`, `runtime`, `pendingApprovals`, `goal`, `plan`, `recoveryDiagnostics`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "apiVersion")) return err(p, "missing field `apiVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
    if (!Object.prototype.hasOwnProperty.call(x, "threadId")) return err(p, "missing field `threadId`");
    if (!Object.prototype.hasOwnProperty.call(x, "threadCursor")) return err(p, "missing field `threadCursor`");
    if (!Object.prototype.hasOwnProperty.call(x, "eventCursor")) return err(p, "missing field `eventCursor`");
    if (!Object.prototype.hasOwnProperty.call(x, "threadStatus")) return err(p, "missing field `threadStatus`");
    if (!Object.prototype.hasOwnProperty.call(x, "transcript")) return err(p, "missing field `transcript`");
    if (!Object.prototype.hasOwnProperty.call(x, "runtime")) return err(p, "missing field `runtime`");
    if (!Object.prototype.hasOwnProperty.call(x, "pendingApprovals")) return err(p, "missing field `pendingApprovals`");
    if (!Object.prototype.hasOwnProperty.call(x, "goal")) return err(p, "missing field `goal`");
    if (!Object.prototype.hasOwnProperty.call(x, "plan")) return err(p, "missing field `plan`");
    if (!Object.prototype.hasOwnProperty.call(x, "recoveryDiagnostics")) return err(p, "missing field `recoveryDiagnostics`");
  }
  return undefined;
}

function v_SkillSummary(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k126 of Object.keys(x)) {
      const v127 = x[k126];
      const q128 = key(p, k126);
      if (k126 === "id") {
        if (!(typeof v127 === "string")) return err(q128, "invalid type: " + kind(v127) + ", expected string");
      }
      else if (k126 === "name") {
        if (!(typeof v127 === "string")) return err(q128, "invalid type: " + kind(v127) + ", expected string");
      }
      else if (k126 === "description") {
        if (!(typeof v127 === "string")) return err(q128, "invalid type: " + kind(v127) + ", expected string");
      }
      else if (k126 === "providerId") {
        if (!(typeof v127 === "string")) return err(q128, "invalid type: " + kind(v127) + ", expected string");
      }
      else if (k126 === "sourceScope") {
        if (!(typeof v127 === "string")) return err(q128, "invalid type: " + kind(v127) + ", expected string");
        if (!["builtin", "user", "configured", "project", "remote"].some((v) => equal(v, v127))) return err(q128, "unknown variant " + kind(v127) + ", expected one of `builtin`, `user`, `configured`, `project`, `remote`");
      }
      else if (k126 === "modelInvocable") {
        if (!(typeof v127 === "boolean")) return err(q128, "invalid type: " + kind(v127) + ", expected boolean");
      }
      else if (k126 === "userInvocable") {
        if (!(typeof v127 === "boolean")) return err(q128, "invalid type: " + kind(v127) + ", expected boolean");
      }
      else if (k126 === "requestedCapabilities") {
        if (!(Array.isArray(v127))) return err(q128, "invalid type: " + kind(v127) + ", expected array");
        if (Array.isArray(v127)) {
          for (let i129 = 0; i129 < v127.length; i129++) {
            const v130 = v127[i129];
            const q131 = q128 + "[" + i129 + "]";
            if (!(typeof v130 === "string")) return err(q131, "invalid type: " + kind(v130) + ", expected string");
          }
        }
      }
      else if (k126 === "digest") {
        if (!(typeof v127 === "string")) return err(q128, "invalid type: " + kind(v127) + ", expected string");
      }
      else return err(q128, "unknown field `" + k126 + "`" + ", expected one of `id`, `name`, `description`, `providerId`, `sourceScope`, `modelInvocable`, `userInvocable`, `requestedCapabilities`, `digest`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "description")) return err(p, "missing field `description`");
    if (!Object.prototype.hasOwnProperty.call(x, "providerId")) return err(p, "missing field `providerId`");
    if (!Object.prototype.hasOwnProperty.call(x, "sourceScope")) return err(p, "missing field `sourceScope`");
    if (!Object.prototype.hasOwnProperty.call(x, "modelInvocable")) return err(p, "missing field `modelInvocable`");
    if (!Object.prototype.hasOwnProperty.call(x, "userInvocable")) return err(p, "missing field `userInvocable`");
    if (!Object.prototype.hasOwnProperty.call(x, "requestedCapabilities")) return err(p, "missing field `requestedCapabilities`");
    if (!Object.prototype.hasOwnProperty.call(x, "digest")) return err(p, "missing field `digest`");
  }
  return undefined;
}

function v_SkillPage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k132 of Object.keys(x)) {
      const v133 = x[k132];
      const q134 = key(p, k132);
      if (k132 === "items") {
        if (!(Array.isArray(v133))) return err(q134, "invalid type: " + kind(v133) + ", expected array");
        if (Array.isArray(v133)) {
          for (let i135 = 0; i135 < v133.length; i135++) {
            const v136 = v133[i135];
            const q137 = q134 + "[" + i135 + "]";
            { const e138 = v_SkillSummary(v136, q137); if (e138) return e138; }
          }
          if (v133.length > 100) return err(q134, "array has more than maxItems 100");
        }
      }
      else if (k132 === "nextCursor") {
        if (!(typeof v133 === "string" || v133 === null)) return err(q134, "invalid type: " + kind(v133) + ", expected string or null");
      }
      else return err(q134, "unknown field `" + k132 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "items")) return err(p, "missing field `items`");
    if (!Object.prototype.hasOwnProperty.call(x, "nextCursor")) return err(p, "missing field `nextCursor`");
  }
  return undefined;
}

function v_McpServerSummary(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k139 of Object.keys(x)) {
      const v140 = x[k139];
      const q141 = key(p, k139);
      if (k139 === "id") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
      }
      else if (k139 === "name") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
      }
      else if (k139 === "description") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
      }
      else if (k139 === "transport") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
        if (!["stdio", "sse", "http", "streamable-http", "websocket"].some((v) => equal(v, v140))) return err(q141, "unknown variant " + kind(v140) + ", expected one of `stdio`, `sse`, `http`, `streamable-http`, `websocket`");
      }
      else if (k139 === "tags") {
        if (!(Array.isArray(v140))) return err(q141, "invalid type: " + kind(v140) + ", expected array");
        if (Array.isArray(v140)) {
          for (let i142 = 0; i142 < v140.length; i142++) {
            const v143 = v140[i142];
            const q144 = q141 + "[" + i142 + "]";
            if (!(typeof v143 === "string")) return err(q144, "invalid type: " + kind(v143) + ", expected string");
          }
        }
      }
      else if (k139 === "disabled") {
        if (!(typeof v140 === "boolean")) return err(q141, "invalid type: " + kind(v140) + ", expected boolean");
      }
      else if (k139 === "state") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
        if (!["dormant", "activating", "connected", "idle", "draining", "failed"].some((v) => equal(v, v140))) return err(q141, "unknown variant " + kind(v140) + ", expected one of `dormant`, `activating`, `connected`, `idle`, `draining`, `failed`");
      }
      else if (k139 === "generation") {
        if (!(Number.isInteger(v140))) return err(q141, "invalid type: " + kind(v140) + ", expected integer");
        if (typeof v140 === "number") {
          if (v140 < 0) return err(q141, v140 + " is less than minimum 0");
        }
      }
      else if (k139 === "toolCount") {
        if (!(Number.isInteger(v140))) return err(q141, "invalid type: " + kind(v140) + ", expected integer");
        if (typeof v140 === "number") {
          if (v140 < 0) return err(q141, v140 + " is less than minimum 0");
        }
      }
      else if (k139 === "activeCallCount") {
        if (!(Number.isInteger(v140))) return err(q141, "invalid type: " + kind(v140) + ", expected integer");
        if (typeof v140 === "number") {
          if (v140 < 0) return err(q141, v140 + " is less than minimum 0");
        }
      }
      else if (k139 === "failure") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
      }
      else return err(q141, "unknown field `" + k139 + "`" + ", expected one of `id`, `name`, `description`, `transport`, `tags`, `disabled`, `state`, `generation`, `toolCount`, `activeCallCount`, `failure`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "transport")) return err(p, "missing field `transport`");
    if (!Object.prototype.hasOwnProperty.call(x, "tags")) return err(p, "missing field `tags`");
    if (!Object.prototype.hasOwnProperty.call(x, "disabled")) return err(p, "missing field `disabled`");
    if (!Object.prototype.hasOwnProperty.call(x, "state")) return err(p, "missing field `state`");
    if (!Object.prototype.hasOwnProperty.call(x, "generation")) return err(p, "missing field `generation`");
    if (!Object.prototype.hasOwnProperty.call(x, "toolCount")) return err(p, "missing field `toolCount`");
    if (!Object.prototype.hasOwnProperty.call(x, "activeCallCount")) return err(p, "missing field `activeCallCount`");
  }
  return undefined;
}

function v_McpPage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k145 of Object.keys(x)) {
      const v146 = x[k145];
      const q147 = key(p, k145);
      if (k145 === "items") {
        if (!(Array.isArray(v146))) return err(q147, "invalid type: " + kind(v146) + ", expected array");
        if (Array.isArray(v146)) {
          for (let i148 = 0; i148 < v146.length; i148++) {
            const v149 = v146[i148];
            const q150 = q147 + "[" + i148 + "]";
            { const e151 = v_McpServerSummary(v149, q150); if (e151) return e151; }
          }
          if (v146.length > 100) return err(q147, "array has more than maxItems 100");
        }
      }
      else if (k145 === "nextCursor") {
        if (!(typeof v146 === "string" || v146 === null)) return err(q147, "invalid type: " + kind(v146) + ", expected string or null");
      }
      else return err(q147, "unknown field `" + k145 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "items")) return err(p, "missing field `items`");
    if (!Object.prototype.hasOwnProperty.call(x, "nextCursor")) return err(p, "missing field `nextCursor`");
  }
  return undefined;
}

function v_ToolDetailSummary(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k152 of Object.keys(x)) {
      const v153 = x[k152];
      const q154 = key(p, k152);
      if (k152 === "callId") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "sequence") {
        if (!(Number.isInteger(v153))) return err(q154, "invalid type: " + kind(v153) + ", expected integer");
        if (typeof v153 === "number") {
          if (v153 < 0) return err(q154, v153 + " is less than minimum 0");
        }
      }
      else if (k152 === "turnId") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "toolName") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "state") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
        if (!["success", "error", "skipped"].some((v) => equal(v, v153))) return err(q154, "unknown variant " + kind(v153) + ", expected one of `success`, `error`, `skipped`");
      }
      else if (k152 === "outputBytes") {
        if (!(Number.isInteger(v153))) return err(q154, "invalid type: " + kind(v153) + ", expected integer");
        if (typeof v153 === "number") {
          if (v153 < 0) return err(q154, v153 + " is less than minimum 0");
        }
      }
      else if (k152 === "artifactId") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "hasArtifact") {
        if (!(typeof v153 === "boolean")) return err(q154, "invalid type: " + kind(v153) + ", expected boolean");
      }
      else return err(q154, "unknown field `" + k152 + "`" + ", expected one of `callId`, `sequence`, `turnId`, `toolName`, `state`, `outputBytes`, `artifactId`, `hasArtifact`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "callId")) return err(p, "missing field `callId`");
    if (!Object.prototype.hasOwnProperty.call(x, "sequence")) return err(p, "missing field `sequence`");
    if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
    if (!Object.prototype.hasOwnProperty.call(x, "state")) return err(p, "missing field `state`");
    if (!Object.prototype.hasOwnProperty.call(x, "outputBytes")) return err(p, "missing field `outputBytes`");
    if (!Object.prototype.hasOwnProperty.call(x, "hasArtifact")) return err(p, "missing field `hasArtifact`");
  }
  return undefined;
}

function v_ToolDetailSummaryPage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k155 of Object.keys(x)) {
      const v156 = x[k155];
      const q157 = key(p, k155);
      if (k155 === "items") {
        if (!(Array.isArray(v156))) return err(q157, "invalid type: " + kind(v156) + ", expected array");
        if (Array.isArray(v156)) {
          for (let i158 = 0; i158 < v156.length; i158++) {
            const v159 = v156[i158];
            const q160 = q157 + "[" + i158 + "]";
            { const e161 = v_ToolDetailSummary(v159, q160); if (e161) return e161; }
          }
          if (v156.length > 100) return err(q157, "array has more than maxItems 100");
        }
      }
      else if (k155 === "nextCursor") {
        if (!(typeof v156 === "string" || v156 === null)) return err(q157, "invalid type: " + kind(v156) + ", expected string or null");
      }
      else return err(q157, "unknown field `" + k155 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "items")) return err(p, "missing field `items`");
    if (!Object.prototype.hasOwnProperty.call(x, "nextCursor")) return err(p, "missing field `nextCursor`");
  }
  return undefined;
}

function v_ToolDetailPage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k162 of Object.keys(x)) {
      const v163 = x[k162];
      const q164 = key(p, k162);
      if (k162 === "content") {
        if (!(typeof v163 === "string")) return err(q164, "invalid type: " + kind(v163) + ", expected string");
      }
      else if (k162 === "offsetBytes") {
        if (!(Number.isInteger(v163))) return err(q164, "invalid type: " + kind(v163) + ", expected integer");
        if (typeof v163 === "number") {
          if (v163 < 0) return err(q164, v163 + " is less than minimum 0");
        }
      }
      else if (k162 === "nextOffsetBytes") {
        if (!(Number.isInteger(v163) || v163 === null)) return err(q164, "invalid type: " + kind(v163) + ", expected integer or null");
        if (typeof v163 === "number") {
          if (v163 < 0) return err(q164, v163 + " is less than minimum 0");
        }
      }
      else if (k162 === "totalBytes") {
        if (!(Number.isInteger(v163))) return err(q164, "invalid type: " + kind(v163) + ", expected integer");
        if (typeof v163 === "number") {
          if (v163 < 0) return err(q164, v163 + " is less than minimum 0");
        }
      }
      else if (k162 === "redacted") {
        if (!(typeof v163 === "boolean")) return err(q164, "invalid type: " + kind(v163) + ", expected boolean");
      }
      else return err(q164, "unknown field `" + k162 + "`" + ", expected one of `content`, `offsetBytes`, `nextOffsetBytes`, `totalBytes`, `redacted`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
    if (!Object.prototype.hasOwnProperty.call(x, "offsetBytes")) return err(p, "missing field `offsetBytes`");
    if (!Object.prototype.hasOwnProperty.call(x, "totalBytes")) return err(p, "missing field `totalBytes`");
    if (!Object.prototype.hasOwnProperty.call(x, "redacted")) return err(p, "missing field `redacted`");
  }
  return undefined;
}

function v_SettingsRevision(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (typeof x === "string") {
    if (!/^hmac-sha256:[a-f0-9]{64}$/u.test(x)) return err(p, "string does not match pattern ^hmac-sha256:[a-f0-9]{64}$");
  }
  return undefined;
}

function v_SettingsFieldCommon(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k165 of Object.keys(x)) {
      const v166 = x[k165];
      const q167 = key(p, k165);
      if (k165 === "source") {
        if (!(typeof v166 === "string")) return err(q167, "invalid type: " + kind(v166) + ", expected string");
        if (!["internal", "model", "global", "project", "session"].some((v) => equal(v, v166))) return err(q167, "unknown variant " + kind(v166) + ", expected one of `internal`, `model`, `global`, `project`, `session`");
      }
      else if (k165 === "scope") {
        if (!(typeof v166 === "string")) return err(q167, "invalid type: " + kind(v166) + ", expected string");
        if (!["global", "project", "session"].some((v) => equal(v, v166))) return err(q167, "unknown variant " + kind(v166) + ", expected one of `global`, `project`, `session`");
      }
      else if (k165 === "applies") {
        if (!(typeof v166 === "string")) return err(q167, "invalid type: " + kind(v166) + ", expected string");
        if (!["live", "next-logical-request", "new-session", "restart"].some((v) => equal(v, v166))) return err(q167, "unknown variant " + kind(v166) + ", expected one of `live`, `next-logical-request`, `new-session`, `restart`");
      }
      else if (k165 === "overridden") {
        if (!(typeof v166 === "boolean")) return err(q167, "invalid type: " + kind(v166) + ", expected boolean");
      }
      else if (k165 === "writable") {
        if (!(typeof v166 === "boolean")) return err(q167, "invalid type: " + kind(v166) + ", expected boolean");
      }
      else if (k165 === "blockedReason") {
        if (!(typeof v166 === "string")) return err(q167, "invalid type: " + kind(v166) + ", expected string");
        if (!["runtime_busy", "read_only", "invalid_document"].some((v) => equal(v, v166))) return err(q167, "unknown variant " + kind(v166) + ", expected one of `runtime_busy`, `read_only`, `invalid_document`");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "source")) return err(p, "missing field `source`");
    if (!Object.prototype.hasOwnProperty.call(x, "scope")) return err(p, "missing field `scope`");
    if (!Object.prototype.hasOwnProperty.call(x, "applies")) return err(p, "missing field `applies`");
    if (!Object.prototype.hasOwnProperty.call(x, "overridden")) return err(p, "missing field `overridden`");
    if (!Object.prototype.hasOwnProperty.call(x, "writable")) return err(p, "missing field `writable`");
  }
  return undefined;
}

function v_ThemeSettingsField(x, p) {
  { const e168 = v_SettingsFieldCommon(x, p); if (e168) return e168; }
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k169 of Object.keys(x)) {
      const v170 = x[k169];
      const q171 = key(p, k169);
      if (k169 === "effectiveValue") {
        if (!(typeof v170 === "string")) return err(q171, "invalid type: " + kind(v170) + ", expected string");
        if (!["system", "light", "dark"].some((v) => equal(v, v170))) return err(q171, "unknown variant " + kind(v170) + ", expected one of `system`, `light`, `dark`");
      }
      else if (k169 === "explicitValue") {
        if (!(typeof v170 === "string")) return err(q171, "invalid type: " + kind(v170) + ", expected string");
        if (!["system", "light", "dark"].some((v) => equal(v, v170))) return err(q171, "unknown variant " + kind(v170) + ", expected one of `system`, `light`, `dark`");
      }
      else if (k169 === "inheritedValue") {
        if (!(typeof v170 === "string")) return err(q171, "invalid type: " + kind(v170) + ", expected string");
        if (!["system", "light", "dark"].some((v) => equal(v, v170))) return err(q171, "unknown variant " + kind(v170) + ", expected one of `system`, `light`, `dark`");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "effectiveValue")) return err(p, "missing field `effectiveValue`");
  }
  return undefined;
}

function v_MotionSettingsField(x, p) {
  { const e172 = v_SettingsFieldCommon(x, p); if (e172) return e172; }
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k173 of Object.keys(x)) {
      const v174 = x[k173];
      const q175 = key(p, k173);
      if (k173 === "effectiveValue") {
        if (!(typeof v174 === "string")) return err(q175, "invalid type: " + kind(v174) + ", expected string");
        if (!["system", "reduced"].some((v) => equal(v, v174))) return err(q175, "unknown variant " + kind(v174) + ", expected one of `system`, `reduced`");
      }
      else if (k173 === "explicitValue") {
        if (!(typeof v174 === "string")) return err(q175, "invalid type: " + kind(v174) + ", expected string");
        if (!["system", "reduced"].some((v) => equal(v, v174))) return err(q175, "unknown variant " + kind(v174) + ", expected one of `system`, `reduced`");
      }
      else if (k173 === "inheritedValue") {
        if (!(typeof v174 === "string")) return err(q175, "invalid type: " + kind(v174) + ", expected string");
        if (!["system", "reduced"].some((v) => equal(v, v174))) return err(q175, "unknown variant " + kind(v174) + ", expected one of `system`, `reduced`");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "effectiveValue")) return err(p, "missing field `effectiveValue`");
  }
  return undefined;
}

function v_ModelSettingsField(x, p) {
  { const e176 = v_SettingsFieldCommon(x, p); if (e176) return e176; }
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k177 of Object.keys(x)) {
      const v178 = x[k177];
      const q179 = key(p, k177);
      if (k177 === "effectiveValue") {
        if (!(typeof v178 === "string")) return err(q179, "invalid type: " + kind(v178) + ", expected string");
        if (typeof v178 === "string") {
          const n180 = chars(v178);
          if (n180 < 1) return err(q179, "string of length " + n180 + " is shorter than minLength 1");
        }
      }
      else if (k177 === "explicitValue") {
        if (!(typeof v178 === "string")) return err(q179, "invalid type: " + kind(v178) + ", expected string");
        if (typeof v178 === "string") {
          const n181 = chars(v178);
          if (n181 < 1) return err(q179, "string of length " + n181 + " is shorter than minLength 1");
        }
      }
      else if (k177 === "inheritedValue") {
        if (!(typeof v178 === "string")) return err(q179, "invalid type: " + kind(v178) + ", expected string");
        if (typeof v178 === "string") {
          const n182 = chars(v178);
          if (n182 < 1) return err(q179, "string of length " + n182 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "effectiveValue")) return err(p, "missing field `effectiveValue`");
  }
  return undefined;
}

function v_EffortSettingsField(x, p) {
  { const e183 = v_SettingsFieldCommon(x, p); if (e183) return e183; }
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k184 of Object.keys(x)) {
      const v185 = x[k184];
      const q186 = key(p, k184);
      if (k184 === "effectiveValue") {
        { const e187 = v_EffortPreference(v185, q186); if (e187) return e187; }
      }
      else if (k184 === "explicitValue") {
        { const e188 = v_EffortPreference(v185, q186); if (e188) return e188; }
      }
      else if (k184 === "inheritedValue") {
        { const e189 = v_EffortPreference(v185, q186); if (e189) return e189; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "effectiveValue")) return err(p, "missing field `effectiveValue`");
  }
  return undefined;
}

function v_ToolConfirmationSettingsField(x, p) {
  { const e190 = v_SettingsFieldCommon(x, p); if (e190) return e190; }
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k191 of Object.keys(x)) {
      const v192 = x[k191];
      const q193 = key(p, k191);
      if (k191 === "effectiveValue") {
        if (!(typeof v192 === "string")) return err(q193, "invalid type: " + kind(v192) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v192))) return err(q193, "unknown variant " + kind(v192) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k191 === "explicitValue") {
        if (!(typeof v192 === "string")) return err(q193, "invalid type: " + kind(v192) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v192))) return err(q193, "unknown variant " + kind(v192) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k191 === "inheritedValue") {
        if (!(typeof v192 === "string")) return err(q193, "invalid type: " + kind(v192) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v192))) return err(q193, "unknown variant " + kind(v192) + ", expected one of `allow`, `ask`, `deny`");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "effectiveValue")) return err(p, "missing field `effectiveValue`");
  }
  return undefined;
}

function v_EffortPreference(x, p) {
  if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
  if (!["auto", "none", "minimal", "low", "medium", "high", "xhigh", "max"].some((v) => equal(v, x))) return err(p, "unknown variant " + kind(x) + ", expected one of `auto`, `none`, `minimal`, `low`, `medium`, `high`, `xhigh`, `max`");
  return undefined;
}

function v_ModelSummary(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k194 of Object.keys(x)) {
      const v195 = x[k194];
      const q196 = key(p, k194);
      if (k194 === "id") {
        if (!(typeof v195 === "string")) return err(q196, "invalid type: " + kind(v195) + ", expected string");
        if (typeof v195 === "string") {
          const n197 = chars(v195);
          if (n197 < 1) return err(q196, "string of length " + n197 + " is shorter than minLength 1");
        }
      }
      else if (k194 === "label") {
        if (!(typeof v195 === "string")) return err(q196, "invalid type: " + kind(v195) + ", expected string");
        if (typeof v195 === "string") {
          const n198 = chars(v195);
          if (n198 < 1) return err(q196, "string of length " + n198 + " is shorter than minLength 1");
        }
      }
      else if (k194 === "provider") {
        if (!(typeof v195 === "string")) return err(q196, "invalid type: " + kind(v195) + ", expected string");
      }
      else return err(q196, "unknown field `" + k194 + "`" + ", expected one of `id`, `label`, `provider`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "label")) return err(p, "missing field `label`");
  }
  return undefined;
}

function v_CredentialSlot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k199 of Object.keys(x)) {
      const v200 = x[k199];
      const q201 = key(p, k199);
      if (k199 === "providerId") {
        if (!(typeof v200 === "string")) return err(q201, "invalid type: " + kind(v200) + ", expected string");
        if (typeof v200 === "string") {
          const n202 = chars(v200);
          if (n202 < 1) return err(q201, "string of length " + n202 + " is shorter than minLength 1");
        }
      }
      else if (k199 === "state") {
        if (!(typeof v200 === "string")) return err(q201, "invalid type: " + kind(v200) + ", expected string");
        if (!["ready", "missing", "unavailable"].some((v) => equal(v, v200))) return err(q201, "unknown variant " + kind(v200) + ", expected one of `ready`, `missing`, `unavailable`");
      }
      else if (k199 === "source") {
        if (!(typeof v200 === "string")) return err(q201, "invalid type: " + kind(v200) + ", expected string");
        if (!["environment", "legacy", "none"].some((v) => equal(v, v200))) return err(q201, "unknown variant " + kind(v200) + ", expected one of `environment`, `legacy`, `none`");
      }
      else if (k199 === "writable") {
        if (!(typeof v200 === "boolean")) return err(q201, "invalid type: " + kind(v200) + ", expected boolean");
        if (v200 !== false) return err(q201, "invalid value: " + kind(v200) + ", expected the constant " + "false");
      }
      else return err(q201, "unknown field `" + k199 + "`" + ", expected one of `providerId`, `state`, `source`, `writable`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "providerId")) return err(p, "missing field `providerId`");
    if (!Object.prototype.hasOwnProperty.call(x, "state")) return err(p, "missing field `state`");
    if (!Object.prototype.hasOwnProperty.call(x, "source")) return err(p, "missing field `source`");
    if (!Object.prototype.hasOwnProperty.call(x, "writable")) return err(p, "missing field `writable`");
  }
  return undefined;
}

function v_SettingsDocument(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k203 of Object.keys(x)) {
      const v204 = x[k203];
      const q205 = key(p, k203);
      if (k203 === "schemaVersion") {
        if (!(Number.isInteger(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected integer");
        if (v204 !== 1) return err(q205, "invalid value: " + kind(v204) + ", expected the constant " + "1");
      }
      else if (k203 === "revision") {
        { const e206 = v_SettingsRevision(v204, q205); if (e206) return e206; }
      }
      else if (k203 === "state") {
        if (!(typeof v204 === "string")) return err(q205, "invalid type: " + kind(v204) + ", expected string");
        if (!["ready", "invalid", "read-only", "unavailable"].some((v) => equal(v, v204))) return err(q205, "unknown variant " + kind(v204) + ", expected one of `ready`, `invalid`, `read-only`, `unavailable`");
      }
      else if (k203 === "writable") {
        if (!(typeof v204 === "boolean")) return err(q205, "invalid type: " + kind(v204) + ", expected boolean");
      }
      else if (k203 === "hasDocument") {
        if (!(typeof v204 === "boolean")) return err(q205, "invalid type: " + kind(v204) + ", expected boolean");
      }
      else if (k203 === "workspace") {
        if (!(typeof v204 === "string")) return err(q205, "invalid type: " + kind(v204) + ", expected string");
      }
      else if (k203 === "sections") {
        if (!(isObject(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected object");
        if (isObject(v204)) {
          for (const k207 of Object.keys(v204)) {
            const v208 = v204[k207];
            const q209 = key(q205, k207);
            if (k207 === "appearance") {
              if (!(isObject(v208))) return err(q209, "invalid type: " + kind(v208) + ", expected object");
              if (isObject(v208)) {
                for (const k210 of Object.keys(v208)) {
                  const v211 = v208[k210];
                  const q212 = key(q209, k210);
                  if (k210 === "theme") {
                    { const e213 = v_ThemeSettingsField(v211, q212); if (e213) return e213; }
                  }
                  else if (k210 === "motion") {
                    { const e214 = v_MotionSettingsField(v211, q212); if (e214) return e214; }
                  }
                  else return err(q212, "unknown field `" + k210 + "`" + ", expected one of `theme`, `motion`");
                }
                if (!Object.prototype.hasOwnProperty.call(v208, "theme")) return err(q209, "missing field `theme`");
                if (!Object.prototype.hasOwnProperty.call(v208, "motion")) return err(q209, "missing field `motion`");
              }
            }
            else if (k207 === "defaults") {
              if (!(isObject(v208))) return err(q209, "invalid type: " + kind(v208) + ", expected object");
              if (isObject(v208)) {
                for (const k215 of Object.keys(v208)) {
                  const v216 = v208[k215];
                  const q217 = key(q209, k215);
                  if (k215 === "model") {
                    { const e218 = v_ModelSettingsField(v216, q217); if (e218) return e218; }
                  }
                  else if (k215 === "effort") {
                    { const e219 = v_EffortSettingsField(v216, q217); if (e219) return e219; }
                  }
                  else return err(q217, "unknown field `" + k215 + "`" + ", expected one of `model`, `effort`");
                }
                if (!Object.prototype.hasOwnProperty.call(v208, "model")) return err(q209, "missing field `model`");
                if (!Object.prototype.hasOwnProperty.call(v208, "effort")) return err(q209, "missing field `effort`");
              }
            }
            else if (k207 === "permissions") {
              if (!(isObject(v208))) return err(q209, "invalid type: " + kind(v208) + ", expected object");
              if (isObject(v208)) {
                for (const k220 of Object.keys(v208)) {
                  const v221 = v208[k220];
                  const q222 = key(q209, k220);
                  if (k220 === "toolConfirmation") {
                    { const e223 = v_ToolConfirmationSettingsField(v221, q222); if (e223) return e223; }
                  }
                  else return err(q222, "unknown field `" + k220 + "`" + ", expected one of `toolConfirmation`");
                }
                if (!Object.prototype.hasOwnProperty.call(v208, "toolConfirmation")) return err(q209, "missing field `toolConfirmation`");
              }
            }
            else return err(q209, "unknown field `" + k207 + "`" + ", expected one of `appearance`, `defaults`, `permissions`");
          }
          if (!Object.prototype.hasOwnProperty.call(v204, "appearance")) return err(q205, "missing field `appearance`");
          if (!Object.prototype.hasOwnProperty.call(v204, "defaults")) return err(q205, "missing field `defaults`");
          if (!Object.prototype.hasOwnProperty.call(v204, "permissions")) return err(q205, "missing field `permissions`");
        }
      }
      else if (k203 === "models") {
        if (!(Array.isArray(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected array");
        if (Array.isArray(v204)) {
          for (let i224 = 0; i224 < v204.length; i224++) {
            const v225 = v204[i224];
            const q226 = q205 + "[" + i224 + "]";
            { const e227 = v_ModelSummary(v225, q226); if (e227) return e227; }
          }
        }
      }
      else if (k203 === "credentials") {
        if (!(Array.isArray(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected array");
        if (Array.isArray(v204)) {
          for (let i228 = 0; i228 < v204.length; i228++) {
            const v229 = v204[i228];
            const q230 = q205 + "[" + i228 + "]";
            { const e231 = v_CredentialSlot(v229, q230); if (e231) return e231; }
          }
        }
      }
      else if (k203 === "currentSession") {
        if (!(isObject(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected object");
        if (isObject(v204)) {
          for (const k232 of Object.keys(v204)) {
            const v233 = v204[k232];
            const q234 = key(q205, k232);
            if (k232 === "model") {
              if (!(typeof v233 === "string")) return err(q234, "invalid type: " + kind(v233) + ", expected string");
            }
            else if (k232 === "effort") {
              { const e235 = v_EffortPreference(v233, q234); if (e235) return e235; }
            }
            else if (k232 === "overridesProjectEffort") {
              if (!(typeof v233 === "boolean")) return err(q234, "invalid type: " + kind(v233) + ", expected boolean");
            }
            else return err(q234, "unknown field `" + k232 + "`" + ", expected one of `model`, `effort`, `overridesProjectEffort`");
          }
          if (!Object.prototype.hasOwnProperty.call(v204, "model")) return err(q205, "missing field `model`");
          if (!Object.prototype.hasOwnProperty.call(v204, "effort")) return err(q205, "missing field `effort`");
          if (!Object.prototype.hasOwnProperty.call(v204, "overridesProjectEffort")) return err(q205, "missing field `overridesProjectEffort`");
        }
      }
      else if (k203 === "diagnostic") {
        if (!(isObject(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected object");
        if (isObject(v204)) {
          for (const k236 of Object.keys(v204)) {
            const v237 = v204[k236];
            const q238 = key(q205, k236);
            if (k236 === "code") {
              if (!(typeof v237 === "string")) return err(q238, "invalid type: " + kind(v237) + ", expected string");
            }
            else if (k236 === "message") {
              if (!(typeof v237 === "string")) return err(q238, "invalid type: " + kind(v237) + ", expected string");
            }
            else return err(q238, "unknown field `" + k236 + "`" + ", expected one of `code`, `message`");
          }
          if (!Object.prototype.hasOwnProperty.call(v204, "code")) return err(q205, "missing field `code`");
          if (!Object.prototype.hasOwnProperty.call(v204, "message")) return err(q205, "missing field `message`");
        }
      }
      else return err(q205, "unknown field `" + k203 + "`" + ", expected one of `schemaVersion`, `revision`, `state`, `writable`, `hasDocument`, `workspace`, `sections`, `models`, `credentials`, `currentSession`, `diagnostic`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "schemaVersion")) return err(p, "missing field `schemaVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "revision")) return err(p, "missing field `revision`");
    if (!Object.prototype.hasOwnProperty.call(x, "state")) return err(p, "missing field `state`");
    if (!Object.prototype.hasOwnProperty.call(x, "writable")) return err(p, "missing field `writable`");
    if (!Object.prototype.hasOwnProperty.call(x, "hasDocument")) return err(p, "missing field `hasDocument`");
    if (!Object.prototype.hasOwnProperty.call(x, "workspace")) return err(p, "missing field `workspace`");
    if (!Object.prototype.hasOwnProperty.call(x, "sections")) return err(p, "missing field `sections`");
    if (!Object.prototype.hasOwnProperty.call(x, "models")) return err(p, "missing field `models`");
    if (!Object.prototype.hasOwnProperty.call(x, "credentials")) return err(p, "missing field `credentials`");
  }
  return undefined;
}

function v_SettingsOperation(x, p) {
  const e239 = (() => {
    {
      const u240 = [];
      const b241 = (() => {
        { const e242 = v_SetThemeSetting(x, p); if (e242) return e242; }
        return undefined;
      })();
      if (b241 === undefined) return undefined;
      u240.push(b241);
      const b243 = (() => {
        { const e244 = v_UnsetThemeSetting(x, p); if (e244) return e244; }
        return undefined;
      })();
      if (b243 === undefined) return undefined;
      u240.push(b243);
      const b245 = (() => {
        { const e246 = v_SetMotionSetting(x, p); if (e246) return e246; }
        return undefined;
      })();
      if (b245 === undefined) return undefined;
      u240.push(b245);
      const b247 = (() => {
        { const e248 = v_UnsetMotionSetting(x, p); if (e248) return e248; }
        return undefined;
      })();
      if (b247 === undefined) return undefined;
      u240.push(b247);
      const b249 = (() => {
        { const e250 = v_SetModelSetting(x, p); if (e250) return e250; }
        return undefined;
      })();
      if (b249 === undefined) return undefined;
      u240.push(b249);
      const b251 = (() => {
        { const e252 = v_UnsetModelSetting(x, p); if (e252) return e252; }
        return undefined;
      })();
      if (b251 === undefined) return undefined;
      u240.push(b251);
      const b253 = (() => {
        { const e254 = v_SetEffortSetting(x, p); if (e254) return e254; }
        return undefined;
      })();
      if (b253 === undefined) return undefined;
      u240.push(b253);
      const b255 = (() => {
        { const e256 = v_UnsetEffortSetting(x, p); if (e256) return e256; }
        return undefined;
      })();
      if (b255 === undefined) return undefined;
      u240.push(b255);
      const b257 = (() => {
        { const e258 = v_SetToolConfirmationSetting(x, p); if (e258) return e258; }
        return undefined;
      })();
      if (b257 === undefined) return undefined;
      u240.push(b257);
      const b259 = (() => {
        { const e260 = v_UnsetToolConfirmationSetting(x, p); if (e260) return e260; }
        return undefined;
      })();
      if (b259 === undefined) return undefined;
      u240.push(b259);
      return u240.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e239) return e239;
  return undefined;
}

function v_SetThemeSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k261 of Object.keys(x)) {
      const v262 = x[k261];
      const q263 = key(p, k261);
      if (k261 === "op") {
        if (!(typeof v262 === "string")) return err(q263, "invalid type: " + kind(v262) + ", expected string");
        if (v262 !== "set") return err(q263, "invalid value: " + kind(v262) + ", expected the constant " + "\"set\"");
      }
      else if (k261 === "key") {
        if (!(typeof v262 === "string")) return err(q263, "invalid type: " + kind(v262) + ", expected string");
        if (v262 !== "appearance.theme") return err(q263, "invalid value: " + kind(v262) + ", expected the constant " + "\"appearance.theme\"");
      }
      else if (k261 === "value") {
        if (!(typeof v262 === "string")) return err(q263, "invalid type: " + kind(v262) + ", expected string");
        if (!["system", "light", "dark"].some((v) => equal(v, v262))) return err(q263, "unknown variant " + kind(v262) + ", expected one of `system`, `light`, `dark`");
      }
      else return err(q263, "unknown field `" + k261 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
    if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
  }
  return undefined;
}

function v_UnsetThemeSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k264 of Object.keys(x)) {
      const v265 = x[k264];
      const q266 = key(p, k264);
      if (k264 === "op") {
        if (!(typeof v265 === "string")) return err(q266, "invalid type: " + kind(v265) + ", expected string");
        if (v265 !== "unset") return err(q266, "invalid value: " + kind(v265) + ", expected the constant " + "\"unset\"");
      }
      else if (k264 === "key") {
        if (!(typeof v265 === "string")) return err(q266, "invalid type: " + kind(v265) + ", expected string");
        if (v265 !== "appearance.theme") return err(q266, "invalid value: " + kind(v265) + ", expected the constant " + "\"appearance.theme\"");
      }
      else return err(q266, "unknown field `" + k264 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_SetMotionSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k267 of Object.keys(x)) {
      const v268 = x[k267];
      const q269 = key(p, k267);
      if (k267 === "op") {
        if (!(typeof v268 === "string")) return err(q269, "invalid type: " + kind(v268) + ", expected string");
        if (v268 !== "set") return err(q269, "invalid value: " + kind(v268) + ", expected the constant " + "\"set\"");
      }
      else if (k267 === "key") {
        if (!(typeof v268 === "string")) return err(q269, "invalid type: " + kind(v268) + ", expected string");
        if (v268 !== "appearance.motion") return err(q269, "invalid value: " + kind(v268) + ", expected the constant " + "\"appearance.motion\"");
      }
      else if (k267 === "value") {
        if (!(typeof v268 === "string")) return err(q269, "invalid type: " + kind(v268) + ", expected string");
        if (!["system", "reduced"].some((v) => equal(v, v268))) return err(q269, "unknown variant " + kind(v268) + ", expected one of `system`, `reduced`");
      }
      else return err(q269, "unknown field `" + k267 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
    if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
  }
  return undefined;
}

function v_UnsetMotionSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k270 of Object.keys(x)) {
      const v271 = x[k270];
      const q272 = key(p, k270);
      if (k270 === "op") {
        if (!(typeof v271 === "string")) return err(q272, "invalid type: " + kind(v271) + ", expected string");
        if (v271 !== "unset") return err(q272, "invalid value: " + kind(v271) + ", expected the constant " + "\"unset\"");
      }
      else if (k270 === "key") {
        if (!(typeof v271 === "string")) return err(q272, "invalid type: " + kind(v271) + ", expected string");
        if (v271 !== "appearance.motion") return err(q272, "invalid value: " + kind(v271) + ", expected the constant " + "\"appearance.motion\"");
      }
      else return err(q272, "unknown field `" + k270 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_SetModelSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k273 of Object.keys(x)) {
      const v274 = x[k273];
      const q275 = key(p, k273);
      if (k273 === "op") {
        if (!(typeof v274 === "string")) return err(q275, "invalid type: " + kind(v274) + ", expected string");
        if (v274 !== "set") return err(q275, "invalid value: " + kind(v274) + ", expected the constant " + "\"set\"");
      }
      else if (k273 === "key") {
        if (!(typeof v274 === "string")) return err(q275, "invalid type: " + kind(v274) + ", expected string");
        if (v274 !== "defaults.model") return err(q275, "invalid value: " + kind(v274) + ", expected the constant " + "\"defaults.model\"");
      }
      else if (k273 === "value") {
        if (!(typeof v274 === "string")) return err(q275, "invalid type: " + kind(v274) + ", expected string");
        if (typeof v274 === "string") {
          const n276 = chars(v274);
          if (n276 < 1) return err(q275, "string of length " + n276 + " is shorter than minLength 1");
          if (n276 > 200) return err(q275, "string of length " + n276 + " is longer than maxLength 200");
        }
      }
      else return err(q275, "unknown field `" + k273 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
    if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
  }
  return undefined;
}

function v_UnsetModelSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k277 of Object.keys(x)) {
      const v278 = x[k277];
      const q279 = key(p, k277);
      if (k277 === "op") {
        if (!(typeof v278 === "string")) return err(q279, "invalid type: " + kind(v278) + ", expected string");
        if (v278 !== "unset") return err(q279, "invalid value: " + kind(v278) + ", expected the constant " + "\"unset\"");
      }
      else if (k277 === "key") {
        if (!(typeof v278 === "string")) return err(q279, "invalid type: " + kind(v278) + ", expected string");
        if (v278 !== "defaults.model") return err(q279, "invalid value: " + kind(v278) + ", expected the constant " + "\"defaults.model\"");
      }
      else return err(q279, "unknown field `" + k277 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_SetEffortSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k280 of Object.keys(x)) {
      const v281 = x[k280];
      const q282 = key(p, k280);
      if (k280 === "op") {
        if (!(typeof v281 === "string")) return err(q282, "invalid type: " + kind(v281) + ", expected string");
        if (v281 !== "set") return err(q282, "invalid value: " + kind(v281) + ", expected the constant " + "\"set\"");
      }
      else if (k280 === "key") {
        if (!(typeof v281 === "string")) return err(q282, "invalid type: " + kind(v281) + ", expected string");
        if (v281 !== "defaults.effort") return err(q282, "invalid value: " + kind(v281) + ", expected the constant " + "\"defaults.effort\"");
      }
      else if (k280 === "value") {
        { const e283 = v_EffortPreference(v281, q282); if (e283) return e283; }
      }
      else return err(q282, "unknown field `" + k280 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
    if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
  }
  return undefined;
}

function v_UnsetEffortSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k284 of Object.keys(x)) {
      const v285 = x[k284];
      const q286 = key(p, k284);
      if (k284 === "op") {
        if (!(typeof v285 === "string")) return err(q286, "invalid type: " + kind(v285) + ", expected string");
        if (v285 !== "unset") return err(q286, "invalid value: " + kind(v285) + ", expected the constant " + "\"unset\"");
      }
      else if (k284 === "key") {
        if (!(typeof v285 === "string")) return err(q286, "invalid type: " + kind(v285) + ", expected string");
        if (v285 !== "defaults.effort") return err(q286, "invalid value: " + kind(v285) + ", expected the constant " + "\"defaults.effort\"");
      }
      else return err(q286, "unknown field `" + k284 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_SetToolConfirmationSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k287 of Object.keys(x)) {
      const v288 = x[k287];
      const q289 = key(p, k287);
      if (k287 === "op") {
        if (!(typeof v288 === "string")) return err(q289, "invalid type: " + kind(v288) + ", expected string");
        if (v288 !== "set") return err(q289, "invalid value: " + kind(v288) + ", expected the constant " + "\"set\"");
      }
      else if (k287 === "key") {
        if (!(typeof v288 === "string")) return err(q289, "invalid type: " + kind(v288) + ", expected string");
        if (v288 !== "permissions.toolConfirmation") return err(q289, "invalid value: " + kind(v288) + ", expected the constant " + "\"permissions.toolConfirmation\"");
      }
      else if (k287 === "value") {
        if (!(typeof v288 === "string")) return err(q289, "invalid type: " + kind(v288) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v288))) return err(q289, "unknown variant " + kind(v288) + ", expected one of `allow`, `ask`, `deny`");
      }
      else return err(q289, "unknown field `" + k287 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
    if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
  }
  return undefined;
}

function v_UnsetToolConfirmationSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k290 of Object.keys(x)) {
      const v291 = x[k290];
      const q292 = key(p, k290);
      if (k290 === "op") {
        if (!(typeof v291 === "string")) return err(q292, "invalid type: " + kind(v291) + ", expected string");
        if (v291 !== "unset") return err(q292, "invalid value: " + kind(v291) + ", expected the constant " + "\"unset\"");
      }
      else if (k290 === "key") {
        if (!(typeof v291 === "string")) return err(q292, "invalid type: " + kind(v291) + ", expected string");
        if (v291 !== "permissions.toolConfirmation") return err(q292, "invalid value: " + kind(v291) + ", expected the constant " + "\"permissions.toolConfirmation\"");
      }
      else return err(q292, "unknown field `" + k290 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_UpdateSettingsRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k293 of Object.keys(x)) {
      const v294 = x[k293];
      const q295 = key(p, k293);
      if (k293 === "requestId") {
        { const e296 = v_RequestId(v294, q295); if (e296) return e296; }
      }
      else if (k293 === "expectedRevision") {
        { const e297 = v_SettingsRevision(v294, q295); if (e297) return e297; }
      }
      else if (k293 === "operations") {
        if (!(Array.isArray(v294))) return err(q295, "invalid type: " + kind(v294) + ", expected array");
        if (Array.isArray(v294)) {
          for (let i298 = 0; i298 < v294.length; i298++) {
            const v299 = v294[i298];
            const q300 = q295 + "[" + i298 + "]";
            { const e301 = v_SettingsOperation(v299, q300); if (e301) return e301; }
          }
          if (v294.length < 1) return err(q295, "array has fewer than minItems 1");
          if (v294.length > 20) return err(q295, "array has more than maxItems 20");
        }
        if (Array.isArray(v294)) {
          const f302 = (y) => {
            if (isObject(y)) {
              for (const k303 of Object.keys(y)) {
                const v304 = y[k303];
                const q305 = key("", k303);
                if (k303 === "key") {
                  if (v304 !== "appearance.theme") return err(q305, "invalid value: " + kind(v304) + ", expected the constant " + "\"appearance.theme\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          const n306 = v294.filter((y) => f302(y) === undefined).length;
          if (n306 < 0) return err(q295, "array has fewer than minContains 0 matching items");
          if (n306 > 1) return err(q295, "array has more than maxContains 1 matching items");
        }
        if (Array.isArray(v294)) {
          const f307 = (y) => {
            if (isObject(y)) {
              for (const k308 of Object.keys(y)) {
                const v309 = y[k308];
                const q310 = key("", k308);
                if (k308 === "key") {
                  if (v309 !== "appearance.motion") return err(q310, "invalid value: " + kind(v309) + ", expected the constant " + "\"appearance.motion\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          const n311 = v294.filter((y) => f307(y) === undefined).length;
          if (n311 < 0) return err(q295, "array has fewer than minContains 0 matching items");
          if (n311 > 1) return err(q295, "array has more than maxContains 1 matching items");
        }
        if (Array.isArray(v294)) {
          const f312 = (y) => {
            if (isObject(y)) {
              for (const k313 of Object.keys(y)) {
                const v314 = y[k313];
                const q315 = key("", k313);
                if (k313 === "key") {
                  if (v314 !== "defaults.model") return err(q315, "invalid value: " + kind(v314) + ", expected the constant " + "\"defaults.model\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          const n316 = v294.filter((y) => f312(y) === undefined).length;
          if (n316 < 0) return err(q295, "array has fewer than minContains 0 matching items");
          if (n316 > 1) return err(q295, "array has more than maxContains 1 matching items");
        }
        if (Array.isArray(v294)) {
          const f317 = (y) => {
            if (isObject(y)) {
              for (const k318 of Object.keys(y)) {
                const v319 = y[k318];
                const q320 = key("", k318);
                if (k318 === "key") {
                  if (v319 !== "defaults.effort") return err(q320, "invalid value: " + kind(v319) + ", expected the constant " + "\"defaults.effort\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          const n321 = v294.filter((y) => f317(y) === undefined).length;
          if (n321 < 0) return err(q295, "array has fewer than minContains 0 matching items");
          if (n321 > 1) return err(q295, "array has more than maxContains 1 matching items");
        }
        if (Array.isArray(v294)) {
          const f322 = (y) => {
            if (isObject(y)) {
              for (const k323 of Object.keys(y)) {
                const v324 = y[k323];
                const q325 = key("", k323);
                if (k323 === "key") {
                  if (v324 !== "permissions.toolConfirmation") return err(q325, "invalid value: " + kind(v324) + ", expected the constant " + "\"permissions.toolConfirmation\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          const n326 = v294.filter((y) => f322(y) === undefined).length;
          if (n326 < 0) return err(q295, "array has fewer than minContains 0 matching items");
          if (n326 > 1) return err(q295, "array has more than maxContains 1 matching items");
        }
      }
      else return err(q295, "unknown field `" + k293 + "`" + ", expected one of `requestId`, `expectedRevision`, `operations`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "expectedRevision")) return err(p, "missing field `expectedRevision`");
    if (!Object.prototype.hasOwnProperty.call(x, "operations")) return err(p, "missing field `operations`");
  }
  return undefined;
}

function v_SettingsMutationResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k327 of Object.keys(x)) {
      const v328 = x[k327];
      const q329 = key(p, k327);
      if (k327 === "requestId") {
        { const e330 = v_RequestId(v328, q329); if (e330) return e330; }
      }
      else if (k327 === "revision") {
        { const e331 = v_SettingsRevision(v328, q329); if (e331) return e331; }
      }
      else if (k327 === "appliedKeys") {
        if (!(Array.isArray(v328))) return err(q329, "invalid type: " + kind(v328) + ", expected array");
        if (Array.isArray(v328)) {
          for (let i332 = 0; i332 < v328.length; i332++) {
            const v333 = v328[i332];
            const q334 = q329 + "[" + i332 + "]";
            if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
            if (!["appearance.theme", "appearance.motion", "defaults.model", "defaults.effort", "permissions.toolConfirmation"].some((v) => equal(v, v333))) return err(q334, "unknown variant " + kind(v333) + ", expected one of `appearance.theme`, `appearance.motion`, `defaults.model`, `defaults.effort`, `permissions.toolConfirmation`");
          }
          if (v328.length < 1) return err(q329, "array has fewer than minItems 1");
          if (v328.length > 20) return err(q329, "array has more than maxItems 20");
        }
      }
      else if (k327 === "settings") {
        { const e335 = v_SettingsDocument(v328, q329); if (e335) return e335; }
      }
      else return err(q329, "unknown field `" + k327 + "`" + ", expected one of `requestId`, `revision`, `appliedKeys`, `settings`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "revision")) return err(p, "missing field `revision`");
    if (!Object.prototype.hasOwnProperty.call(x, "appliedKeys")) return err(p, "missing field `appliedKeys`");
    if (!Object.prototype.hasOwnProperty.call(x, "settings")) return err(p, "missing field `settings`");
  }
  return undefined;
}

function v_WebCommand(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k336 of Object.keys(x)) {
      const v337 = x[k336];
      const q338 = key(p, k336);
      if (k336 === "requestId") {
        { const e339 = v_RequestId(v337, q338); if (e339) return e339; }
      }
      else if (k336 === "type") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
        if (!["submit", "queue_followup", "remove_followup", "clear_followups", "interrupt", "permission_decision", "goal_control", "permission_mode_change", "cycle_agent_mode", "set_agent_mode"].some((v) => equal(v, v337))) return err(q338, "unknown variant " + kind(v337) + ", expected one of `submit`, `queue_followup`, `remove_followup`, `clear_followups`, `interrupt`, `permission_decision`, `goal_control`, `permission_mode_change`, `cycle_agent_mode`, `set_agent_mode`");
      }
      else if (k336 === "text") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
        if (typeof v337 === "string") {
          const n340 = chars(v337);
          if (n340 > 1048576) return err(q338, "string of length " + n340 + " is longer than maxLength 1048576");
        }
      }
      else if (k336 === "itemId") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "requestPermissionId") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "approved") {
        if (!(typeof v337 === "boolean")) return err(q338, "invalid type: " + kind(v337) + ", expected boolean");
      }
      else if (k336 === "scope") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
        if (!["once", "project", "global"].some((v) => equal(v, v337))) return err(q338, "unknown variant " + kind(v337) + ", expected one of `once`, `project`, `global`");
      }
      else if (k336 === "goalAction") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
        if (!["create", "status", "pause", "resume", "clear"].some((v) => equal(v, v337))) return err(q338, "unknown variant " + kind(v337) + ", expected one of `create`, `status`, `pause`, `resume`, `clear`");
      }
      else if (k336 === "objective") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
      }
      else if (k336 === "toolConfirmation") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v337))) return err(q338, "unknown variant " + kind(v337) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k336 === "agentMode") {
        if (!(typeof v337 === "string")) return err(q338, "invalid type: " + kind(v337) + ", expected string");
        if (!["interactive", "plan", "auto"].some((v) => equal(v, v337))) return err(q338, "unknown variant " + kind(v337) + ", expected one of `interactive`, `plan`, `auto`");
      }
      else return err(q338, "unknown field `" + k336 + "`" + ", expected one of `requestId`, `type`, `text`, `itemId`, `requestPermissionId`, `approved`, `scope`, `goalAction`, `objective`, `toolConfirmation`, `agentMode`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
  }
  const c341 = (() => {
    if (isObject(x)) {
      for (const k342 of Object.keys(x)) {
        const v343 = x[k342];
        const q344 = key(p, k342);
        if (k342 === "type") {
          if (v343 !== "set_agent_mode") return err(q344, "invalid value: " + kind(v343) + ", expected the constant " + "\"set_agent_mode\"");
        }
      }
      if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    }
    return undefined;
  })() === undefined;
  if (c341) {
    if (isObject(x)) {
      if (!Object.prototype.hasOwnProperty.call(x, "agentMode")) return err(p, "missing field `agentMode`");
    }
  }
  return undefined;
}

function v_CommandResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k345 of Object.keys(x)) {
      const v346 = x[k345];
      const q347 = key(p, k345);
      if (k345 === "requestId") {
        { const e348 = v_RequestId(v346, q347); if (e348) return e348; }
      }
      else if (k345 === "result") {
        if (!(typeof v346 === "string")) return err(q347, "invalid type: " + kind(v346) + ", expected string");
      }
      else if (k345 === "detail") {
        if (!(typeof v346 === "string")) return err(q347, "invalid type: " + kind(v346) + ", expected string");
      }
      else return err(q347, "unknown field `" + k345 + "`" + ", expected one of `requestId`, `result`, `detail`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "result")) return err(p, "missing field `result`");
  }
  return undefined;
}

function v_WebEventEnvelope(x, p) {
  const e349 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    const t350 = x["type"];
    if (t350 === "runtime_event") {
      { const e351 = v_RuntimeEventEnvelope(x, p); if (e351) return e351; }
      return undefined;
    }
    if (t350 === "thread_event") {
      { const e352 = v_ThreadEventEnvelope(x, p); if (e352) return e352; }
      return undefined;
    }
    if (t350 === "workbench_state") {
      { const e353 = v_WorkbenchStateEnvelope(x, p); if (e353) return e353; }
      return undefined;
    }
    if (t350 === "settings_invalidated") {
      { const e354 = v_SettingsInvalidatedEnvelope(x, p); if (e354) return e354; }
      return undefined;
    }
    if (t350 === "replay_reset") {
      { const e355 = v_ReplayResetEnvelope(x, p); if (e355) return e355; }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t350) + ", expected one of `runtime_event`, `thread_event`, `workbench_state`, `settings_invalidated`, `replay_reset`");
  })();
  if (e349) return e349;
  return undefined;
}

function v_RuntimeEventEnvelope(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k356 of Object.keys(x)) {
      const v357 = x[k356];
      const q358 = key(p, k356);
      if (k356 === "apiVersion") {
        if (!(Number.isInteger(v357))) return err(q358, "invalid type: " + kind(v357) + ", expected integer");
        if (v357 !== 1) return err(q358, "invalid value: " + kind(v357) + ", expected the constant " + "1");
      }
      else if (k356 === "eventId") {
        if (!(typeof v357 === "string")) return err(q358, "invalid type: " + kind(v357) + ", expected string");
      }
      else if (k356 === "cursor") {
        if (!(Number.isInteger(v357))) return err(q358, "invalid type: " + kind(v357) + ", expected integer");
        if (typeof v357 === "number") {
          if (v357 < 1) return err(q358, v357 + " is less than minimum 1");
        }
      }
      else if (k356 === "sessionId") {
        if (!(typeof v357 === "string" || v357 === null)) return err(q358, "invalid type: " + kind(v357) + ", expected string or null");
      }
      else if (k356 === "threadId") {
        if (!(typeof v357 === "string" || v357 === null)) return err(q358, "invalid type: " + kind(v357) + ", expected string or null");
      }
      else if (k356 === "type") {
        if (!(typeof v357 === "string")) return err(q358, "invalid type: " + kind(v357) + ", expected string");
        if (v357 !== "runtime_event") return err(q358, "invalid value: " + kind(v357) + ", expected the constant " + "\"runtime_event\"");
      }
      else if (k356 === "durable") {
        if (!(typeof v357 === "boolean")) return err(q358, "invalid type: " + kind(v357) + ", expected boolean");
      }
      else if (k356 === "timestamp") {
        if (!(typeof v357 === "string")) return err(q358, "invalid type: " + kind(v357) + ", expected string");
      }
      else if (k356 === "payload") {
        if (!(isObject(v357))) return err(q358, "invalid type: " + kind(v357) + ", expected object");
        if (isObject(v357)) {
          for (const k359 of Object.keys(v357)) {
            const v360 = v357[k359];
            const q361 = key(q358, k359);
            if (k359 === "eventType") {
              if (!(typeof v360 === "string")) return err(q361, "invalid type: " + kind(v360) + ", expected string");
              if (typeof v360 === "string") {
                const n362 = chars(v360);
                if (n362 < 1) return err(q361, "string of length " + n362 + " is shorter than minLength 1");
              }
            }
            else if (k359 === "value") {
              if (!(isObject(v360))) return err(q361, "invalid type: " + kind(v360) + ", expected object");
            }
            else return err(q361, "unknown field `" + k359 + "`" + ", expected one of `eventType`, `value`");
          }
          if (!Object.prototype.hasOwnProperty.call(v357, "eventType")) return err(q358, "missing field `eventType`");
          if (!Object.prototype.hasOwnProperty.call(v357, "value")) return err(q358, "missing field `value`");
        }
      }
      else return err(q358, "unknown field `" + k356 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "apiVersion")) return err(p, "missing field `apiVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "eventId")) return err(p, "missing field `eventId`");
    if (!Object.prototype.hasOwnProperty.call(x, "cursor")) return err(p, "missing field `cursor`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "threadId")) return err(p, "missing field `threadId`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "durable")) return err(p, "missing field `durable`");
    if (!Object.prototype.hasOwnProperty.call(x, "timestamp")) return err(p, "missing field `timestamp`");
    if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
  }
  return undefined;
}

function v_ThreadEventEnvelope(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k363 of Object.keys(x)) {
      const v364 = x[k363];
      const q365 = key(p, k363);
      if (k363 === "apiVersion") {
        if (!(Number.isInteger(v364))) return err(q365, "invalid type: " + kind(v364) + ", expected integer");
        if (v364 !== 1) return err(q365, "invalid value: " + kind(v364) + ", expected the constant " + "1");
      }
      else if (k363 === "eventId") {
        if (!(typeof v364 === "string")) return err(q365, "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "cursor") {
        if (!(Number.isInteger(v364))) return err(q365, "invalid type: " + kind(v364) + ", expected integer");
        if (typeof v364 === "number") {
          if (v364 < 1) return err(q365, v364 + " is less than minimum 1");
        }
      }
      else if (k363 === "sessionId") {
        if (!(typeof v364 === "string")) return err(q365, "invalid type: " + kind(v364) + ", expected string");
        if (typeof v364 === "string") {
          const n366 = chars(v364);
          if (n366 < 1) return err(q365, "string of length " + n366 + " is shorter than minLength 1");
        }
      }
      else if (k363 === "threadId") {
        if (!(typeof v364 === "string")) return err(q365, "invalid type: " + kind(v364) + ", expected string");
        if (typeof v364 === "string") {
          const n367 = chars(v364);
          if (n367 < 1) return err(q365, "string of length " + n367 + " is shorter than minLength 1");
        }
      }
      else if (k363 === "type") {
        if (!(typeof v364 === "string")) return err(q365, "invalid type: " + kind(v364) + ", expected string");
        if (v364 !== "thread_event") return err(q365, "invalid value: " + kind(v364) + ", expected the constant " + "\"thread_event\"");
      }
      else if (k363 === "durable") {
        if (!(typeof v364 === "boolean")) return err(q365, "invalid type: " + kind(v364) + ", expected boolean");
        if (v364 !== true) return err(q365, "invalid value: " + kind(v364) + ", expected the constant " + "true");
      }
      else if (k363 === "timestamp") {
        if (!(typeof v364 === "string")) return err(q365, "invalid type: " + kind(v364) + ", expected string");
      }
      else if (k363 === "payload") {
        if (!(isObject(v364))) return err(q365, "invalid type: " + kind(v364) + ", expected object");
        if (isObject(v364)) {
          for (const k368 of Object.keys(v364)) {
            const v369 = v364[k368];
            const q370 = key(q365, k368);
            if (k368 === "sequence") {
              if (!(Number.isInteger(v369))) return err(q370, "invalid type: " + kind(v369) + ", expected integer");
              if (typeof v369 === "number") {
                if (v369 < 1) return err(q370, v369 + " is less than minimum 1");
              }
            }
            else if (k368 === "eventType") {
              if (!(typeof v369 === "string")) return err(q370, "invalid type: " + kind(v369) + ", expected string");
              if (typeof v369 === "string") {
                const n371 = chars(v369);
                if (n371 < 1) return err(q370, "string of length " + n371 + " is shorter than minLength 1");
              }
            }
            else if (k368 === "value") {
              if (!(isObject(v369))) return err(q370, "invalid type: " + kind(v369) + ", expected object");
            }
            else return err(q370, "unknown field `" + k368 + "`" + ", expected one of `sequence`, `eventType`, `value`");
          }
          if (!Object.prototype.hasOwnProperty.call(v364, "sequence")) return err(q365, "missing field `sequence`");
          if (!Object.prototype.hasOwnProperty.call(v364, "eventType")) return err(q365, "missing field `eventType`");
          if (!Object.prototype.hasOwnProperty.call(v364, "value")) return err(q365, "missing field `value`");
        }
      }
      else return err(q365, "unknown field `" + k363 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "apiVersion")) return err(p, "missing field `apiVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "eventId")) return err(p, "missing field `eventId`");
    if (!Object.prototype.hasOwnProperty.call(x, "cursor")) return err(p, "missing field `cursor`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "threadId")) return err(p, "missing field `threadId`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "durable")) return err(p, "missing field `durable`");
    if (!Object.prototype.hasOwnProperty.call(x, "timestamp")) return err(p, "missing field `timestamp`");
    if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
  }
  return undefined;
}

function v_WorkbenchStateEnvelope(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k372 of Object.keys(x)) {
      const v373 = x[k372];
      const q374 = key(p, k372);
      if (k372 === "apiVersion") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
        if (v373 !== 1) return err(q374, "invalid value: " + kind(v373) + ", expected the constant " + "1");
      }
      else if (k372 === "eventId") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
      }
      else if (k372 === "cursor") {
        if (!(Number.isInteger(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected integer");
        if (typeof v373 === "number") {
          if (v373 < 1) return err(q374, v373 + " is less than minimum 1");
        }
      }
      else if (k372 === "sessionId") {
        if (!(typeof v373 === "string" || v373 === null)) return err(q374, "invalid type: " + kind(v373) + ", expected string or null");
      }
      else if (k372 === "threadId") {
        if (!(typeof v373 === "string" || v373 === null)) return err(q374, "invalid type: " + kind(v373) + ", expected string or null");
      }
      else if (k372 === "type") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
        if (v373 !== "workbench_state") return err(q374, "invalid value: " + kind(v373) + ", expected the constant " + "\"workbench_state\"");
      }
      else if (k372 === "durable") {
        if (!(typeof v373 === "boolean")) return err(q374, "invalid type: " + kind(v373) + ", expected boolean");
      }
      else if (k372 === "timestamp") {
        if (!(typeof v373 === "string")) return err(q374, "invalid type: " + kind(v373) + ", expected string");
      }
      else if (k372 === "payload") {
        if (!(isObject(v373))) return err(q374, "invalid type: " + kind(v373) + ", expected object");
        if (isObject(v373)) {
          for (const k375 of Object.keys(v373)) {
            const v376 = v373[k375];
            const q377 = key(q374, k375);
            if (k375 === "workspace") {
              if (!(typeof v376 === "string")) return err(q377, "invalid type: " + kind(v376) + ", expected string");
            }
            else if (k375 === "activeSessionId") {
              if (!(typeof v376 === "string" || v376 === null)) return err(q377, "invalid type: " + kind(v376) + ", expected string or null");
            }
            else return err(q377, "unknown field `" + k375 + "`" + ", expected one of `workspace`, `activeSessionId`");
          }
          if (!Object.prototype.hasOwnProperty.call(v373, "workspace")) return err(q374, "missing field `workspace`");
          if (!Object.prototype.hasOwnProperty.call(v373, "activeSessionId")) return err(q374, "missing field `activeSessionId`");
        }
      }
      else return err(q374, "unknown field `" + k372 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "apiVersion")) return err(p, "missing field `apiVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "eventId")) return err(p, "missing field `eventId`");
    if (!Object.prototype.hasOwnProperty.call(x, "cursor")) return err(p, "missing field `cursor`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "threadId")) return err(p, "missing field `threadId`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "durable")) return err(p, "missing field `durable`");
    if (!Object.prototype.hasOwnProperty.call(x, "timestamp")) return err(p, "missing field `timestamp`");
    if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
  }
  return undefined;
}

function v_SettingsInvalidatedEnvelope(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k378 of Object.keys(x)) {
      const v379 = x[k378];
      const q380 = key(p, k378);
      if (k378 === "apiVersion") {
        if (!(Number.isInteger(v379))) return err(q380, "invalid type: " + kind(v379) + ", expected integer");
        if (v379 !== 1) return err(q380, "invalid value: " + kind(v379) + ", expected the constant " + "1");
      }
      else if (k378 === "eventId") {
        if (!(typeof v379 === "string")) return err(q380, "invalid type: " + kind(v379) + ", expected string");
      }
      else if (k378 === "cursor") {
        if (!(Number.isInteger(v379))) return err(q380, "invalid type: " + kind(v379) + ", expected integer");
        if (typeof v379 === "number") {
          if (v379 < 1) return err(q380, v379 + " is less than minimum 1");
        }
      }
      else if (k378 === "sessionId") {
        if (!(typeof v379 === "string" || v379 === null)) return err(q380, "invalid type: " + kind(v379) + ", expected string or null");
      }
      else if (k378 === "threadId") {
        if (!(typeof v379 === "string" || v379 === null)) return err(q380, "invalid type: " + kind(v379) + ", expected string or null");
      }
      else if (k378 === "type") {
        if (!(typeof v379 === "string")) return err(q380, "invalid type: " + kind(v379) + ", expected string");
        if (v379 !== "settings_invalidated") return err(q380, "invalid value: " + kind(v379) + ", expected the constant " + "\"settings_invalidated\"");
      }
      else if (k378 === "durable") {
        if (!(typeof v379 === "boolean")) return err(q380, "invalid type: " + kind(v379) + ", expected boolean");
        if (v379 !== false) return err(q380, "invalid value: " + kind(v379) + ", expected the constant " + "false");
      }
      else if (k378 === "timestamp") {
        if (!(typeof v379 === "string")) return err(q380, "invalid type: " + kind(v379) + ", expected string");
      }
      else if (k378 === "payload") {
        if (!(isObject(v379))) return err(q380, "invalid type: " + kind(v379) + ", expected object");
        if (isObject(v379)) {
          for (const k381 of Object.keys(v379)) {
            const v382 = v379[k381];
            const q383 = key(q380, k381);
            if (k381 === "revision") {
              { const e384 = v_SettingsRevision(v382, q383); if (e384) return e384; }
            }
            else if (k381 === "reason") {
              if (!(typeof v382 === "string")) return err(q383, "invalid type: " + kind(v382) + ", expected string");
              if (!["local-write", "external-edit", "workspace-change"].some((v) => equal(v, v382))) return err(q383, "unknown variant " + kind(v382) + ", expected one of `local-write`, `external-edit`, `workspace-change`");
            }
            else if (k381 === "state") {
              if (!(typeof v382 === "string")) return err(q383, "invalid type: " + kind(v382) + ", expected string");
              if (!["ready", "invalid"].some((v) => equal(v, v382))) return err(q383, "unknown variant " + kind(v382) + ", expected one of `ready`, `invalid`");
            }
            else return err(q383, "unknown field `" + k381 + "`" + ", expected one of `revision`, `reason`, `state`");
          }
          if (!Object.prototype.hasOwnProperty.call(v379, "revision")) return err(q380, "missing field `revision`");
          if (!Object.prototype.hasOwnProperty.call(v379, "reason")) return err(q380, "missing field `reason`");
          if (!Object.prototype.hasOwnProperty.call(v379, "state")) return err(q380, "missing field `state`");
        }
      }
      else return err(q380, "unknown field `" + k378 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "apiVersion")) return err(p, "missing field `apiVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "eventId")) return err(p, "missing field `eventId`");
    if (!Object.prototype.hasOwnProperty.call(x, "cursor")) return err(p, "missing field `cursor`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "threadId")) return err(p, "missing field `threadId`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "durable")) return err(p, "missing field `durable`");
    if (!Object.prototype.hasOwnProperty.call(x, "timestamp")) return err(p, "missing field `timestamp`");
    if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
  }
  return undefined;
}

function v_ReplayResetEnvelope(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k385 of Object.keys(x)) {
      const v386 = x[k385];
      const q387 = key(p, k385);
      if (k385 === "apiVersion") {
        if (!(Number.isInteger(v386))) return err(q387, "invalid type: " + kind(v386) + ", expected integer");
        if (v386 !== 1) return err(q387, "invalid value: " + kind(v386) + ", expected the constant " + "1");
      }
      else if (k385 === "eventId") {
        if (!(typeof v386 === "string")) return err(q387, "invalid type: " + kind(v386) + ", expected string");
      }
      else if (k385 === "cursor") {
        if (!(Number.isInteger(v386))) return err(q387, "invalid type: " + kind(v386) + ", expected integer");
        if (typeof v386 === "number") {
          if (v386 < 1) return err(q387, v386 + " is less than minimum 1");
        }
      }
      else if (k385 === "sessionId") {
        if (!(typeof v386 === "string" || v386 === null)) return err(q387, "invalid type: " + kind(v386) + ", expected string or null");
      }
      else if (k385 === "threadId") {
        if (!(typeof v386 === "string" || v386 === null)) return err(q387, "invalid type: " + kind(v386) + ", expected string or null");
      }
      else if (k385 === "type") {
        if (!(typeof v386 === "string")) return err(q387, "invalid type: " + kind(v386) + ", expected string");
        if (v386 !== "replay_reset") return err(q387, "invalid value: " + kind(v386) + ", expected the constant " + "\"replay_reset\"");
      }
      else if (k385 === "durable") {
        if (!(typeof v386 === "boolean")) return err(q387, "invalid type: " + kind(v386) + ", expected boolean");
        if (v386 !== true) return err(q387, "invalid value: " + kind(v386) + ", expected the constant " + "true");
      }
      else if (k385 === "timestamp") {
        if (!(typeof v386 === "string")) return err(q387, "invalid type: " + kind(v386) + ", expected string");
      }
      else if (k385 === "payload") {
        if (!(isObject(v386))) return err(q387, "invalid type: " + kind(v386) + ", expected object");
        if (isObject(v386)) {
          for (const k388 of Object.keys(v386)) {
            const v389 = v386[k388];
            const q390 = key(q387, k388);
            if (k388 === "reason") {
              if (!(typeof v389 === "string")) return err(q390, "invalid type: " + kind(v389) + ", expected string");
            }
            else if (k388 === "snapshotRequired") {
              if (!(typeof v389 === "boolean")) return err(q390, "invalid type: " + kind(v389) + ", expected boolean");
              if (v389 !== true) return err(q390, "invalid value: " + kind(v389) + ", expected the constant " + "true");
            }
            else return err(q390, "unknown field `" + k388 + "`" + ", expected one of `reason`, `snapshotRequired`");
          }
          if (!Object.prototype.hasOwnProperty.call(v386, "reason")) return err(q387, "missing field `reason`");
          if (!Object.prototype.hasOwnProperty.call(v386, "snapshotRequired")) return err(q387, "missing field `snapshotRequired`");
        }
      }
      else return err(q387, "unknown field `" + k385 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "apiVersion")) return err(p, "missing field `apiVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "eventId")) return err(p, "missing field `eventId`");
    if (!Object.prototype.hasOwnProperty.call(x, "cursor")) return err(p, "missing field `cursor`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "threadId")) return err(p, "missing field `threadId`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "durable")) return err(p, "missing field `durable`");
    if (!Object.prototype.hasOwnProperty.call(x, "timestamp")) return err(p, "missing field `timestamp`");
    if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
  }
  return undefined;
}

function v_Problem(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k391 of Object.keys(x)) {
      const v392 = x[k391];
      const q393 = key(p, k391);
      if (k391 === "type") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "title") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "status") {
        if (!(Number.isInteger(v392))) return err(q393, "invalid type: " + kind(v392) + ", expected integer");
      }
      else if (k391 === "code") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
        if (typeof v392 === "string") {
          const n394 = chars(v392);
          if (n394 < 1) return err(q393, "string of length " + n394 + " is shorter than minLength 1");
        }
      }
      else if (k391 === "detail") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else return err(q393, "unknown field `" + k391 + "`" + ", expected one of `type`, `title`, `status`, `code`, `detail`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "title")) return err(p, "missing field `title`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "code")) return err(p, "missing field `code`");
  }
  return undefined;
}

/** Validates a value as a `HealthResponse`. */
export function validateHealthResponse(value) {
  return result(v_HealthResponse(value, ""), value);
}

/** Whether a value is a `HealthResponse`. */
export function isHealthResponse(value) {
  return v_HealthResponse(value, "") === undefined;
}

/** Validates a value as a `BootstrapResponse`. */
export function validateBootstrapResponse(value) {
  return result(v_BootstrapResponse(value, ""), value);
}

/** Whether a value is a `BootstrapResponse`. */
export function isBootstrapResponse(value) {
  return v_BootstrapResponse(value, "") === undefined;
}

/** Validates a value as a `MutationRequest`. */
export function validateMutationRequest(value) {
  return result(v_MutationRequest(value, ""), value);
}

/** Whether a value is a `MutationRequest`. */
export function isMutationRequest(value) {
  return v_MutationRequest(value, "") === undefined;
}

/** Validates a value as a `RequestId`. */
export function validateRequestId(value) {
  return result(v_RequestId(value, ""), value);
}

/** Whether a value is a `RequestId`. */
export function isRequestId(value) {
  return v_RequestId(value, "") === undefined;
}

/** Validates a value as a `ActivateWorkspaceRequest`. */
export function validateActivateWorkspaceRequest(value) {
  return result(v_ActivateWorkspaceRequest(value, ""), value);
}

/** Whether a value is a `ActivateWorkspaceRequest`. */
export function isActivateWorkspaceRequest(value) {
  return v_ActivateWorkspaceRequest(value, "") === undefined;
}

/** Validates a value as a `CreateSessionRequest`. */
export function validateCreateSessionRequest(value) {
  return result(v_CreateSessionRequest(value, ""), value);
}

/** Whether a value is a `CreateSessionRequest`. */
export function isCreateSessionRequest(value) {
  return v_CreateSessionRequest(value, "") === undefined;
}

/** Validates a value as a `RenameSessionRequest`. */
export function validateRenameSessionRequest(value) {
  return result(v_RenameSessionRequest(value, ""), value);
}

/** Whether a value is a `RenameSessionRequest`. */
export function isRenameSessionRequest(value) {
  return v_RenameSessionRequest(value, "") === undefined;
}

/** Validates a value as a `WorkspaceSummary`. */
export function validateWorkspaceSummary(value) {
  return result(v_WorkspaceSummary(value, ""), value);
}

/** Whether a value is a `WorkspaceSummary`. */
export function isWorkspaceSummary(value) {
  return v_WorkspaceSummary(value, "") === undefined;
}

/** Validates a value as a `WorkspacePage`. */
export function validateWorkspacePage(value) {
  return result(v_WorkspacePage(value, ""), value);
}

/** Whether a value is a `WorkspacePage`. */
export function isWorkspacePage(value) {
  return v_WorkspacePage(value, "") === undefined;
}

/** Validates a value as a `WorkspaceMutationResult`. */
export function validateWorkspaceMutationResult(value) {
  return result(v_WorkspaceMutationResult(value, ""), value);
}

/** Whether a value is a `WorkspaceMutationResult`. */
export function isWorkspaceMutationResult(value) {
  return v_WorkspaceMutationResult(value, "") === undefined;
}

/** Validates a value as a `SessionSummary`. */
export function validateSessionSummary(value) {
  return result(v_SessionSummary(value, ""), value);
}

/** Whether a value is a `SessionSummary`. */
export function isSessionSummary(value) {
  return v_SessionSummary(value, "") === undefined;
}

/** Validates a value as a `SessionPage`. */
export function validateSessionPage(value) {
  return result(v_SessionPage(value, ""), value);
}

/** Whether a value is a `SessionPage`. */
export function isSessionPage(value) {
  return v_SessionPage(value, "") === undefined;
}

/** Validates a value as a `SessionMutationResult`. */
export function validateSessionMutationResult(value) {
  return result(v_SessionMutationResult(value, ""), value);
}

/** Whether a value is a `SessionMutationResult`. */
export function isSessionMutationResult(value) {
  return v_SessionMutationResult(value, "") === undefined;
}

/** Validates a value as a `TranscriptMessage`. */
export function validateTranscriptMessage(value) {
  return result(v_TranscriptMessage(value, ""), value);
}

/** Whether a value is a `TranscriptMessage`. */
export function isTranscriptMessage(value) {
  return v_TranscriptMessage(value, "") === undefined;
}

/** Validates a value as a `TranscriptPage`. */
export function validateTranscriptPage(value) {
  return result(v_TranscriptPage(value, ""), value);
}

/** Whether a value is a `TranscriptPage`. */
export function isTranscriptPage(value) {
  return v_TranscriptPage(value, "") === undefined;
}

/** Validates a value as a `GoalView`. */
export function validateGoalView(value) {
  return result(v_GoalView(value, ""), value);
}

/** Whether a value is a `GoalView`. */
export function isGoalView(value) {
  return v_GoalView(value, "") === undefined;
}

/** Validates a value as a `PlanView`. */
export function validatePlanView(value) {
  return result(v_PlanView(value, ""), value);
}

/** Whether a value is a `PlanView`. */
export function isPlanView(value) {
  return v_PlanView(value, "") === undefined;
}

/** Validates a value as a `PendingApproval`. */
export function validatePendingApproval(value) {
  return result(v_PendingApproval(value, ""), value);
}

/** Whether a value is a `PendingApproval`. */
export function isPendingApproval(value) {
  return v_PendingApproval(value, "") === undefined;
}

/** Validates a value as a `FollowupItem`. */
export function validateFollowupItem(value) {
  return result(v_FollowupItem(value, ""), value);
}

/** Whether a value is a `FollowupItem`. */
export function isFollowupItem(value) {
  return v_FollowupItem(value, "") === undefined;
}

/** Validates a value as a `SessionRuntimeSnapshot`. */
export function validateSessionRuntimeSnapshot(value) {
  return result(v_SessionRuntimeSnapshot(value, ""), value);
}

/** Whether a value is a `SessionRuntimeSnapshot`. */
export function isSessionRuntimeSnapshot(value) {
  return v_SessionRuntimeSnapshot(value, "") === undefined;
}

/** Validates a value as a `SessionSnapshot`. */
export function validateSessionSnapshot(value) {
  return result(v_SessionSnapshot(value, ""), value);
}

/** Whether a value is a `SessionSnapshot`. */
export function isSessionSnapshot(value) {
  return v_SessionSnapshot(value, "") === undefined;
}

/** Validates a value as a `SkillSummary`. */
export function validateSkillSummary(value) {
  return result(v_SkillSummary(value, ""), value);
}

/** Whether a value is a `SkillSummary`. */
export function isSkillSummary(value) {
  return v_SkillSummary(value, "") === undefined;
}

/** Validates a value as a `SkillPage`. */
export function validateSkillPage(value) {
  return result(v_SkillPage(value, ""), value);
}

/** Whether a value is a `SkillPage`. */
export function isSkillPage(value) {
  return v_SkillPage(value, "") === undefined;
}

/** Validates a value as a `McpServerSummary`. */
export function validateMcpServerSummary(value) {
  return result(v_McpServerSummary(value, ""), value);
}

/** Whether a value is a `McpServerSummary`. */
export function isMcpServerSummary(value) {
  return v_McpServerSummary(value, "") === undefined;
}

/** Validates a value as a `McpPage`. */
export function validateMcpPage(value) {
  return result(v_McpPage(value, ""), value);
}

/** Whether a value is a `McpPage`. */
export function isMcpPage(value) {
  return v_McpPage(value, "") === undefined;
}

/** Validates a value as a `ToolDetailSummary`. */
export function validateToolDetailSummary(value) {
  return result(v_ToolDetailSummary(value, ""), value);
}

/** Whether a value is a `ToolDetailSummary`. */
export function isToolDetailSummary(value) {
  return v_ToolDetailSummary(value, "") === undefined;
}

/** Validates a value as a `ToolDetailSummaryPage`. */
export function validateToolDetailSummaryPage(value) {
  return result(v_ToolDetailSummaryPage(value, ""), value);
}

/** Whether a value is a `ToolDetailSummaryPage`. */
export function isToolDetailSummaryPage(value) {
  return v_ToolDetailSummaryPage(value, "") === undefined;
}

/** Validates a value as a `ToolDetailPage`. */
export function validateToolDetailPage(value) {
  return result(v_ToolDetailPage(value, ""), value);
}

/** Whether a value is a `ToolDetailPage`. */
export function isToolDetailPage(value) {
  return v_ToolDetailPage(value, "") === undefined;
}

/** Validates a value as a `SettingsRevision`. */
export function validateSettingsRevision(value) {
  return result(v_SettingsRevision(value, ""), value);
}

/** Whether a value is a `SettingsRevision`. */
export function isSettingsRevision(value) {
  return v_SettingsRevision(value, "") === undefined;
}

/** Validates a value as a `SettingsFieldCommon`. */
export function validateSettingsFieldCommon(value) {
  return result(v_SettingsFieldCommon(value, ""), value);
}

/** Whether a value is a `SettingsFieldCommon`. */
export function isSettingsFieldCommon(value) {
  return v_SettingsFieldCommon(value, "") === undefined;
}

/** Validates a value as a `ThemeSettingsField`. */
export function validateThemeSettingsField(value) {
  return result(v_ThemeSettingsField(value, ""), value);
}

/** Whether a value is a `ThemeSettingsField`. */
export function isThemeSettingsField(value) {
  return v_ThemeSettingsField(value, "") === undefined;
}

/** Validates a value as a `MotionSettingsField`. */
export function validateMotionSettingsField(value) {
  return result(v_MotionSettingsField(value, ""), value);
}

/** Whether a value is a `MotionSettingsField`. */
export function isMotionSettingsField(value) {
  return v_MotionSettingsField(value, "") === undefined;
}

/** Validates a value as a `ModelSettingsField`. */
export function validateModelSettingsField(value) {
  return result(v_ModelSettingsField(value, ""), value);
}

/** Whether a value is a `ModelSettingsField`. */
export function isModelSettingsField(value) {
  return v_ModelSettingsField(value, "") === undefined;
}

/** Validates a value as a `EffortSettingsField`. */
export function validateEffortSettingsField(value) {
  return result(v_EffortSettingsField(value, ""), value);
}

/** Whether a value is a `EffortSettingsField`. */
export function isEffortSettingsField(value) {
  return v_EffortSettingsField(value, "") === undefined;
}

/** Validates a value as a `ToolConfirmationSettingsField`. */
export function validateToolConfirmationSettingsField(value) {
  return result(v_ToolConfirmationSettingsField(value, ""), value);
}

/** Whether a value is a `ToolConfirmationSettingsField`. */
export function isToolConfirmationSettingsField(value) {
  return v_ToolConfirmationSettingsField(value, "") === undefined;
}

/** Validates a value as a `EffortPreference`. */
export function validateEffortPreference(value) {
  return result(v_EffortPreference(value, ""), value);
}

/** Whether a value is a `EffortPreference`. */
export function isEffortPreference(value) {
  return v_EffortPreference(value, "") === undefined;
}

/** Validates a value as a `ModelSummary`. */
export function validateModelSummary(value) {
  return result(v_ModelSummary(value, ""), value);
}

/** Whether a value is a `ModelSummary`. */
export function isModelSummary(value) {
  return v_ModelSummary(value, "") === undefined;
}

/** Validates a value as a `CredentialSlot`. */
export function validateCredentialSlot(value) {
  return result(v_CredentialSlot(value, ""), value);
}

/** Whether a value is a `CredentialSlot`. */
export function isCredentialSlot(value) {
  return v_CredentialSlot(value, "") === undefined;
}

/** Validates a value as a `SettingsDocument`. */
export function validateSettingsDocument(value) {
  return result(v_SettingsDocument(value, ""), value);
}

/** Whether a value is a `SettingsDocument`. */
export function isSettingsDocument(value) {
  return v_SettingsDocument(value, "") === undefined;
}

/** Validates a value as a `SettingsOperation`. */
export function validateSettingsOperation(value) {
  return result(v_SettingsOperation(value, ""), value);
}

/** Whether a value is a `SettingsOperation`. */
export function isSettingsOperation(value) {
  return v_SettingsOperation(value, "") === undefined;
}

/** Validates a value as a `SetThemeSetting`. */
export function validateSetThemeSetting(value) {
  return result(v_SetThemeSetting(value, ""), value);
}

/** Whether a value is a `SetThemeSetting`. */
export function isSetThemeSetting(value) {
  return v_SetThemeSetting(value, "") === undefined;
}

/** Validates a value as a `UnsetThemeSetting`. */
export function validateUnsetThemeSetting(value) {
  return result(v_UnsetThemeSetting(value, ""), value);
}

/** Whether a value is a `UnsetThemeSetting`. */
export function isUnsetThemeSetting(value) {
  return v_UnsetThemeSetting(value, "") === undefined;
}

/** Validates a value as a `SetMotionSetting`. */
export function validateSetMotionSetting(value) {
  return result(v_SetMotionSetting(value, ""), value);
}

/** Whether a value is a `SetMotionSetting`. */
export function isSetMotionSetting(value) {
  return v_SetMotionSetting(value, "") === undefined;
}

/** Validates a value as a `UnsetMotionSetting`. */
export function validateUnsetMotionSetting(value) {
  return result(v_UnsetMotionSetting(value, ""), value);
}

/** Whether a value is a `UnsetMotionSetting`. */
export function isUnsetMotionSetting(value) {
  return v_UnsetMotionSetting(value, "") === undefined;
}

/** Validates a value as a `SetModelSetting`. */
export function validateSetModelSetting(value) {
  return result(v_SetModelSetting(value, ""), value);
}

/** Whether a value is a `SetModelSetting`. */
export function isSetModelSetting(value) {
  return v_SetModelSetting(value, "") === undefined;
}

/** Validates a value as a `UnsetModelSetting`. */
export function validateUnsetModelSetting(value) {
  return result(v_UnsetModelSetting(value, ""), value);
}

/** Whether a value is a `UnsetModelSetting`. */
export function isUnsetModelSetting(value) {
  return v_UnsetModelSetting(value, "") === undefined;
}

/** Validates a value as a `SetEffortSetting`. */
export function validateSetEffortSetting(value) {
  return result(v_SetEffortSetting(value, ""), value);
}

/** Whether a value is a `SetEffortSetting`. */
export function isSetEffortSetting(value) {
  return v_SetEffortSetting(value, "") === undefined;
}

/** Validates a value as a `UnsetEffortSetting`. */
export function validateUnsetEffortSetting(value) {
  return result(v_UnsetEffortSetting(value, ""), value);
}

/** Whether a value is a `UnsetEffortSetting`. */
export function isUnsetEffortSetting(value) {
  return v_UnsetEffortSetting(value, "") === undefined;
}

/** Validates a value as a `SetToolConfirmationSetting`. */
export function validateSetToolConfirmationSetting(value) {
  return result(v_SetToolConfirmationSetting(value, ""), value);
}

/** Whether a value is a `SetToolConfirmationSetting`. */
export function isSetToolConfirmationSetting(value) {
  return v_SetToolConfirmationSetting(value, "") === undefined;
}

/** Validates a value as a `UnsetToolConfirmationSetting`. */
export function validateUnsetToolConfirmationSetting(value) {
  return result(v_UnsetToolConfirmationSetting(value, ""), value);
}

/** Whether a value is a `UnsetToolConfirmationSetting`. */
export function isUnsetToolConfirmationSetting(value) {
  return v_UnsetToolConfirmationSetting(value, "") === undefined;
}

/** Validates a value as a `UpdateSettingsRequest`. */
export function validateUpdateSettingsRequest(value) {
  return result(v_UpdateSettingsRequest(value, ""), value);
}

/** Whether a value is a `UpdateSettingsRequest`. */
export function isUpdateSettingsRequest(value) {
  return v_UpdateSettingsRequest(value, "") === undefined;
}

/** Validates a value as a `SettingsMutationResult`. */
export function validateSettingsMutationResult(value) {
  return result(v_SettingsMutationResult(value, ""), value);
}

/** Whether a value is a `SettingsMutationResult`. */
export function isSettingsMutationResult(value) {
  return v_SettingsMutationResult(value, "") === undefined;
}

/** Validates a value as a `WebCommand`. */
export function validateWebCommand(value) {
  return result(v_WebCommand(value, ""), value);
}

/** Whether a value is a `WebCommand`. */
export function isWebCommand(value) {
  return v_WebCommand(value, "") === undefined;
}

/** Validates a value as a `CommandResult`. */
export function validateCommandResult(value) {
  return result(v_CommandResult(value, ""), value);
}

/** Whether a value is a `CommandResult`. */
export function isCommandResult(value) {
  return v_CommandResult(value, "") === undefined;
}

/** Validates a value as a `WebEventEnvelope`. */
export function validateWebEventEnvelope(value) {
  return result(v_WebEventEnvelope(value, ""), value);
}

/** Whether a value is a `WebEventEnvelope`. */
export function isWebEventEnvelope(value) {
  return v_WebEventEnvelope(value, "") === undefined;
}

/** Validates a value as a `RuntimeEventEnvelope`. */
export function validateRuntimeEventEnvelope(value) {
  return result(v_RuntimeEventEnvelope(value, ""), value);
}

/** Whether a value is a `RuntimeEventEnvelope`. */
export function isRuntimeEventEnvelope(value) {
  return v_RuntimeEventEnvelope(value, "") === undefined;
}

/** Validates a value as a `ThreadEventEnvelope`. */
export function validateThreadEventEnvelope(value) {
  return result(v_ThreadEventEnvelope(value, ""), value);
}

/** Whether a value is a `ThreadEventEnvelope`. */
export function isThreadEventEnvelope(value) {
  return v_ThreadEventEnvelope(value, "") === undefined;
}

/** Validates a value as a `WorkbenchStateEnvelope`. */
export function validateWorkbenchStateEnvelope(value) {
  return result(v_WorkbenchStateEnvelope(value, ""), value);
}

/** Whether a value is a `WorkbenchStateEnvelope`. */
export function isWorkbenchStateEnvelope(value) {
  return v_WorkbenchStateEnvelope(value, "") === undefined;
}

/** Validates a value as a `SettingsInvalidatedEnvelope`. */
export function validateSettingsInvalidatedEnvelope(value) {
  return result(v_SettingsInvalidatedEnvelope(value, ""), value);
}

/** Whether a value is a `SettingsInvalidatedEnvelope`. */
export function isSettingsInvalidatedEnvelope(value) {
  return v_SettingsInvalidatedEnvelope(value, "") === undefined;
}

/** Validates a value as a `ReplayResetEnvelope`. */
export function validateReplayResetEnvelope(value) {
  return result(v_ReplayResetEnvelope(value, ""), value);
}

/** Whether a value is a `ReplayResetEnvelope`. */
export function isReplayResetEnvelope(value) {
  return v_ReplayResetEnvelope(value, "") === undefined;
}

/** Validates a value as a `Problem`. */
export function validateProblem(value) {
  return result(v_Problem(value, ""), value);
}

/** Whether a value is a `Problem`. */
export function isProblem(value) {
  return v_Problem(value, "") === undefined;
}

/** Parses JSON text as a `WebEventEnvelope`; never throws. */
export function parseWebEventEnvelope(data) {
  let value;
  try {
    value = JSON.parse(data);
  } catch (e) {
    return { ok: false, errors: [{ path: "(root)", message: "not JSON: " + (e instanceof Error ? e.message : String(e)) }] };
  }
  return validateWebEventEnvelope(value);
}
