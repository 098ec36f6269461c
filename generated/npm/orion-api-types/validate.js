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
        if (Array.isArray(v88)) {
          for (let i90 = 0; i90 < v88.length; i90++) {
            const v91 = v88[i90];
            const q92 = q89 + "[" + i90 + "]";
            if (!(typeof v91 === "string")) return err(q92, "invalid type: " + kind(v91) + ", expected string");
            if (!["once", "project", "global"].some((v) => equal(v, v91))) return err(q92, "unknown variant " + kind(v91) + ", expected one of `once`, `project`, `global`");
          }
        }
        if (!equal(v88, ["once","project","global"])) return err(q89, "invalid value: " + kind(v88) + ", expected the constant " + "[\"once\",\"project\",\"global\"]");
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
            const u114d = u114.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u114d;
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
            const u119d = u119.reduce((a, b) => (b.path.length > a.path.length ? b : a));
            return u119d;
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
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k168 of Object.keys(x)) {
      const v169 = x[k168];
      const q170 = key(p, k168);
      if (k168 === "effectiveValue") {
        if (!(typeof v169 === "string")) return err(q170, "invalid type: " + kind(v169) + ", expected string");
        if (!["system", "light", "dark"].some((v) => equal(v, v169))) return err(q170, "unknown variant " + kind(v169) + ", expected one of `system`, `light`, `dark`");
      }
      else if (k168 === "explicitValue") {
        if (!(typeof v169 === "string")) return err(q170, "invalid type: " + kind(v169) + ", expected string");
        if (!["system", "light", "dark"].some((v) => equal(v, v169))) return err(q170, "unknown variant " + kind(v169) + ", expected one of `system`, `light`, `dark`");
      }
      else if (k168 === "inheritedValue") {
        if (!(typeof v169 === "string")) return err(q170, "invalid type: " + kind(v169) + ", expected string");
        if (!["system", "light", "dark"].some((v) => equal(v, v169))) return err(q170, "unknown variant " + kind(v169) + ", expected one of `system`, `light`, `dark`");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "effectiveValue")) return err(p, "missing field `effectiveValue`");
  }
  const e171 = (() => {
    { const e172 = v_SettingsFieldCommon(x, p); if (e172) return e172; }
    return undefined;
  })();
  if (e171) return err(p, e171.message);
  return undefined;
}

function v_MotionSettingsField(x, p) {
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
  const e176 = (() => {
    { const e177 = v_SettingsFieldCommon(x, p); if (e177) return e177; }
    return undefined;
  })();
  if (e176) return err(p, e176.message);
  return undefined;
}

function v_ModelSettingsField(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k178 of Object.keys(x)) {
      const v179 = x[k178];
      const q180 = key(p, k178);
      if (k178 === "effectiveValue") {
        if (!(typeof v179 === "string")) return err(q180, "invalid type: " + kind(v179) + ", expected string");
        if (typeof v179 === "string") {
          const n181 = chars(v179);
          if (n181 < 1) return err(q180, "string of length " + n181 + " is shorter than minLength 1");
        }
      }
      else if (k178 === "explicitValue") {
        if (!(typeof v179 === "string")) return err(q180, "invalid type: " + kind(v179) + ", expected string");
        if (typeof v179 === "string") {
          const n182 = chars(v179);
          if (n182 < 1) return err(q180, "string of length " + n182 + " is shorter than minLength 1");
        }
      }
      else if (k178 === "inheritedValue") {
        if (!(typeof v179 === "string")) return err(q180, "invalid type: " + kind(v179) + ", expected string");
        if (typeof v179 === "string") {
          const n183 = chars(v179);
          if (n183 < 1) return err(q180, "string of length " + n183 + " is shorter than minLength 1");
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "effectiveValue")) return err(p, "missing field `effectiveValue`");
  }
  const e184 = (() => {
    { const e185 = v_SettingsFieldCommon(x, p); if (e185) return e185; }
    return undefined;
  })();
  if (e184) return err(p, e184.message);
  return undefined;
}

function v_EffortSettingsField(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k186 of Object.keys(x)) {
      const v187 = x[k186];
      const q188 = key(p, k186);
      if (k186 === "effectiveValue") {
        { const e189 = v_EffortPreference(v187, q188); if (e189) return e189; }
      }
      else if (k186 === "explicitValue") {
        { const e190 = v_EffortPreference(v187, q188); if (e190) return e190; }
      }
      else if (k186 === "inheritedValue") {
        { const e191 = v_EffortPreference(v187, q188); if (e191) return e191; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "effectiveValue")) return err(p, "missing field `effectiveValue`");
  }
  const e192 = (() => {
    { const e193 = v_SettingsFieldCommon(x, p); if (e193) return e193; }
    return undefined;
  })();
  if (e192) return err(p, e192.message);
  return undefined;
}

function v_ToolConfirmationSettingsField(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k194 of Object.keys(x)) {
      const v195 = x[k194];
      const q196 = key(p, k194);
      if (k194 === "effectiveValue") {
        if (!(typeof v195 === "string")) return err(q196, "invalid type: " + kind(v195) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v195))) return err(q196, "unknown variant " + kind(v195) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k194 === "explicitValue") {
        if (!(typeof v195 === "string")) return err(q196, "invalid type: " + kind(v195) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v195))) return err(q196, "unknown variant " + kind(v195) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k194 === "inheritedValue") {
        if (!(typeof v195 === "string")) return err(q196, "invalid type: " + kind(v195) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v195))) return err(q196, "unknown variant " + kind(v195) + ", expected one of `allow`, `ask`, `deny`");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "effectiveValue")) return err(p, "missing field `effectiveValue`");
  }
  const e197 = (() => {
    { const e198 = v_SettingsFieldCommon(x, p); if (e198) return e198; }
    return undefined;
  })();
  if (e197) return err(p, e197.message);
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
    for (const k199 of Object.keys(x)) {
      const v200 = x[k199];
      const q201 = key(p, k199);
      if (k199 === "id") {
        if (!(typeof v200 === "string")) return err(q201, "invalid type: " + kind(v200) + ", expected string");
        if (typeof v200 === "string") {
          const n202 = chars(v200);
          if (n202 < 1) return err(q201, "string of length " + n202 + " is shorter than minLength 1");
        }
      }
      else if (k199 === "label") {
        if (!(typeof v200 === "string")) return err(q201, "invalid type: " + kind(v200) + ", expected string");
        if (typeof v200 === "string") {
          const n203 = chars(v200);
          if (n203 < 1) return err(q201, "string of length " + n203 + " is shorter than minLength 1");
        }
      }
      else if (k199 === "provider") {
        if (!(typeof v200 === "string")) return err(q201, "invalid type: " + kind(v200) + ", expected string");
      }
      else return err(q201, "unknown field `" + k199 + "`" + ", expected one of `id`, `label`, `provider`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "label")) return err(p, "missing field `label`");
  }
  return undefined;
}

function v_CredentialSlot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k204 of Object.keys(x)) {
      const v205 = x[k204];
      const q206 = key(p, k204);
      if (k204 === "providerId") {
        if (!(typeof v205 === "string")) return err(q206, "invalid type: " + kind(v205) + ", expected string");
        if (typeof v205 === "string") {
          const n207 = chars(v205);
          if (n207 < 1) return err(q206, "string of length " + n207 + " is shorter than minLength 1");
        }
      }
      else if (k204 === "state") {
        if (!(typeof v205 === "string")) return err(q206, "invalid type: " + kind(v205) + ", expected string");
        if (!["ready", "missing", "unavailable"].some((v) => equal(v, v205))) return err(q206, "unknown variant " + kind(v205) + ", expected one of `ready`, `missing`, `unavailable`");
      }
      else if (k204 === "source") {
        if (!(typeof v205 === "string")) return err(q206, "invalid type: " + kind(v205) + ", expected string");
        if (!["environment", "legacy", "none"].some((v) => equal(v, v205))) return err(q206, "unknown variant " + kind(v205) + ", expected one of `environment`, `legacy`, `none`");
      }
      else if (k204 === "writable") {
        if (!(typeof v205 === "boolean")) return err(q206, "invalid type: " + kind(v205) + ", expected boolean");
        if (v205 !== false) return err(q206, "invalid value: " + kind(v205) + ", expected the constant " + "false");
      }
      else return err(q206, "unknown field `" + k204 + "`" + ", expected one of `providerId`, `state`, `source`, `writable`");
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
    for (const k208 of Object.keys(x)) {
      const v209 = x[k208];
      const q210 = key(p, k208);
      if (k208 === "schemaVersion") {
        if (!(Number.isInteger(v209))) return err(q210, "invalid type: " + kind(v209) + ", expected integer");
        if (v209 !== 1) return err(q210, "invalid value: " + kind(v209) + ", expected the constant " + "1");
      }
      else if (k208 === "revision") {
        { const e211 = v_SettingsRevision(v209, q210); if (e211) return e211; }
      }
      else if (k208 === "state") {
        if (!(typeof v209 === "string")) return err(q210, "invalid type: " + kind(v209) + ", expected string");
        if (!["ready", "invalid", "read-only", "unavailable"].some((v) => equal(v, v209))) return err(q210, "unknown variant " + kind(v209) + ", expected one of `ready`, `invalid`, `read-only`, `unavailable`");
      }
      else if (k208 === "writable") {
        if (!(typeof v209 === "boolean")) return err(q210, "invalid type: " + kind(v209) + ", expected boolean");
      }
      else if (k208 === "hasDocument") {
        if (!(typeof v209 === "boolean")) return err(q210, "invalid type: " + kind(v209) + ", expected boolean");
      }
      else if (k208 === "workspace") {
        if (!(typeof v209 === "string")) return err(q210, "invalid type: " + kind(v209) + ", expected string");
      }
      else if (k208 === "sections") {
        if (!(isObject(v209))) return err(q210, "invalid type: " + kind(v209) + ", expected object");
        if (isObject(v209)) {
          for (const k212 of Object.keys(v209)) {
            const v213 = v209[k212];
            const q214 = key(q210, k212);
            if (k212 === "appearance") {
              if (!(isObject(v213))) return err(q214, "invalid type: " + kind(v213) + ", expected object");
              if (isObject(v213)) {
                for (const k215 of Object.keys(v213)) {
                  const v216 = v213[k215];
                  const q217 = key(q214, k215);
                  if (k215 === "theme") {
                    { const e218 = v_ThemeSettingsField(v216, q217); if (e218) return e218; }
                  }
                  else if (k215 === "motion") {
                    { const e219 = v_MotionSettingsField(v216, q217); if (e219) return e219; }
                  }
                  else return err(q217, "unknown field `" + k215 + "`" + ", expected one of `theme`, `motion`");
                }
                if (!Object.prototype.hasOwnProperty.call(v213, "theme")) return err(q214, "missing field `theme`");
                if (!Object.prototype.hasOwnProperty.call(v213, "motion")) return err(q214, "missing field `motion`");
              }
            }
            else if (k212 === "defaults") {
              if (!(isObject(v213))) return err(q214, "invalid type: " + kind(v213) + ", expected object");
              if (isObject(v213)) {
                for (const k220 of Object.keys(v213)) {
                  const v221 = v213[k220];
                  const q222 = key(q214, k220);
                  if (k220 === "model") {
                    { const e223 = v_ModelSettingsField(v221, q222); if (e223) return e223; }
                  }
                  else if (k220 === "effort") {
                    { const e224 = v_EffortSettingsField(v221, q222); if (e224) return e224; }
                  }
                  else return err(q222, "unknown field `" + k220 + "`" + ", expected one of `model`, `effort`");
                }
                if (!Object.prototype.hasOwnProperty.call(v213, "model")) return err(q214, "missing field `model`");
                if (!Object.prototype.hasOwnProperty.call(v213, "effort")) return err(q214, "missing field `effort`");
              }
            }
            else if (k212 === "permissions") {
              if (!(isObject(v213))) return err(q214, "invalid type: " + kind(v213) + ", expected object");
              if (isObject(v213)) {
                for (const k225 of Object.keys(v213)) {
                  const v226 = v213[k225];
                  const q227 = key(q214, k225);
                  if (k225 === "toolConfirmation") {
                    { const e228 = v_ToolConfirmationSettingsField(v226, q227); if (e228) return e228; }
                  }
                  else return err(q227, "unknown field `" + k225 + "`" + ", expected one of `toolConfirmation`");
                }
                if (!Object.prototype.hasOwnProperty.call(v213, "toolConfirmation")) return err(q214, "missing field `toolConfirmation`");
              }
            }
            else return err(q214, "unknown field `" + k212 + "`" + ", expected one of `appearance`, `defaults`, `permissions`");
          }
          if (!Object.prototype.hasOwnProperty.call(v209, "appearance")) return err(q210, "missing field `appearance`");
          if (!Object.prototype.hasOwnProperty.call(v209, "defaults")) return err(q210, "missing field `defaults`");
          if (!Object.prototype.hasOwnProperty.call(v209, "permissions")) return err(q210, "missing field `permissions`");
        }
      }
      else if (k208 === "models") {
        if (!(Array.isArray(v209))) return err(q210, "invalid type: " + kind(v209) + ", expected array");
        if (Array.isArray(v209)) {
          for (let i229 = 0; i229 < v209.length; i229++) {
            const v230 = v209[i229];
            const q231 = q210 + "[" + i229 + "]";
            { const e232 = v_ModelSummary(v230, q231); if (e232) return e232; }
          }
        }
      }
      else if (k208 === "credentials") {
        if (!(Array.isArray(v209))) return err(q210, "invalid type: " + kind(v209) + ", expected array");
        if (Array.isArray(v209)) {
          for (let i233 = 0; i233 < v209.length; i233++) {
            const v234 = v209[i233];
            const q235 = q210 + "[" + i233 + "]";
            { const e236 = v_CredentialSlot(v234, q235); if (e236) return e236; }
          }
        }
      }
      else if (k208 === "currentSession") {
        if (!(isObject(v209))) return err(q210, "invalid type: " + kind(v209) + ", expected object");
        if (isObject(v209)) {
          for (const k237 of Object.keys(v209)) {
            const v238 = v209[k237];
            const q239 = key(q210, k237);
            if (k237 === "model") {
              if (!(typeof v238 === "string")) return err(q239, "invalid type: " + kind(v238) + ", expected string");
            }
            else if (k237 === "effort") {
              { const e240 = v_EffortPreference(v238, q239); if (e240) return e240; }
            }
            else if (k237 === "overridesProjectEffort") {
              if (!(typeof v238 === "boolean")) return err(q239, "invalid type: " + kind(v238) + ", expected boolean");
            }
            else return err(q239, "unknown field `" + k237 + "`" + ", expected one of `model`, `effort`, `overridesProjectEffort`");
          }
          if (!Object.prototype.hasOwnProperty.call(v209, "model")) return err(q210, "missing field `model`");
          if (!Object.prototype.hasOwnProperty.call(v209, "effort")) return err(q210, "missing field `effort`");
          if (!Object.prototype.hasOwnProperty.call(v209, "overridesProjectEffort")) return err(q210, "missing field `overridesProjectEffort`");
        }
      }
      else if (k208 === "diagnostic") {
        if (!(isObject(v209))) return err(q210, "invalid type: " + kind(v209) + ", expected object");
        if (isObject(v209)) {
          for (const k241 of Object.keys(v209)) {
            const v242 = v209[k241];
            const q243 = key(q210, k241);
            if (k241 === "code") {
              if (!(typeof v242 === "string")) return err(q243, "invalid type: " + kind(v242) + ", expected string");
            }
            else if (k241 === "message") {
              if (!(typeof v242 === "string")) return err(q243, "invalid type: " + kind(v242) + ", expected string");
            }
            else return err(q243, "unknown field `" + k241 + "`" + ", expected one of `code`, `message`");
          }
          if (!Object.prototype.hasOwnProperty.call(v209, "code")) return err(q210, "missing field `code`");
          if (!Object.prototype.hasOwnProperty.call(v209, "message")) return err(q210, "missing field `message`");
        }
      }
      else return err(q210, "unknown field `" + k208 + "`" + ", expected one of `schemaVersion`, `revision`, `state`, `writable`, `hasDocument`, `workspace`, `sections`, `models`, `credentials`, `currentSession`, `diagnostic`");
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
  const e244 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with `op` and `key`");
    let s246 = 0;
    for (const k245 of Object.keys(x)) {
      if (k245 === "op") {
        if (!["set", "unset"].some((v) => equal(v, x[k245]))) return err(key(p, k245), "unknown variant " + kind(x[k245]) + ", expected one of `set`, `unset`");
        s246++;
      }
      else if (k245 === "key") {
        if (!["appearance.motion", "appearance.theme", "defaults.effort", "defaults.model", "permissions.toolConfirmation"].some((v) => equal(v, x[k245]))) return err(key(p, k245), "unknown variant " + kind(x[k245]) + ", expected one of `appearance.motion`, `appearance.theme`, `defaults.effort`, `defaults.model`, `permissions.toolConfirmation`");
        s246++;
      }
      else if (!["op","key","value"].includes(k245)) return err(key(p, k245), "unknown field `" + k245 + "`, expected one of `op`, `key`, `value`");
      if (s246 === 2) break;
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
    if (x["op"] === "set" && x["key"] === "appearance.theme") {
      { const e247 = v_SetThemeSetting(x, p); if (e247) return e247; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "appearance.theme") {
      { const e248 = v_UnsetThemeSetting(x, p); if (e248) return e248; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "appearance.motion") {
      { const e249 = v_SetMotionSetting(x, p); if (e249) return e249; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "appearance.motion") {
      { const e250 = v_UnsetMotionSetting(x, p); if (e250) return e250; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "defaults.model") {
      { const e251 = v_SetModelSetting(x, p); if (e251) return e251; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "defaults.model") {
      { const e252 = v_UnsetModelSetting(x, p); if (e252) return e252; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "defaults.effort") {
      { const e253 = v_SetEffortSetting(x, p); if (e253) return e253; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "defaults.effort") {
      { const e254 = v_UnsetEffortSetting(x, p); if (e254) return e254; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "permissions.toolConfirmation") {
      { const e255 = v_SetToolConfirmationSetting(x, p); if (e255) return e255; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "permissions.toolConfirmation") {
      { const e256 = v_UnsetToolConfirmationSetting(x, p); if (e256) return e256; }
      return undefined;
    }
    return err(p, "no variant has these `op`, `key`");
  })();
  if (e244) return e244;
  return undefined;
}

function v_SetThemeSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k257 of Object.keys(x)) {
      const v258 = x[k257];
      const q259 = key(p, k257);
      if (k257 === "op") {
        if (!(typeof v258 === "string")) return err(q259, "invalid type: " + kind(v258) + ", expected string");
        if (v258 !== "set") return err(q259, "invalid value: " + kind(v258) + ", expected the constant " + "\"set\"");
      }
      else if (k257 === "key") {
        if (!(typeof v258 === "string")) return err(q259, "invalid type: " + kind(v258) + ", expected string");
        if (v258 !== "appearance.theme") return err(q259, "invalid value: " + kind(v258) + ", expected the constant " + "\"appearance.theme\"");
      }
      else if (k257 === "value") {
        if (!(typeof v258 === "string")) return err(q259, "invalid type: " + kind(v258) + ", expected string");
        if (!["system", "light", "dark"].some((v) => equal(v, v258))) return err(q259, "unknown variant " + kind(v258) + ", expected one of `system`, `light`, `dark`");
      }
      else return err(q259, "unknown field `" + k257 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k260 of Object.keys(x)) {
      const v261 = x[k260];
      const q262 = key(p, k260);
      if (k260 === "op") {
        if (!(typeof v261 === "string")) return err(q262, "invalid type: " + kind(v261) + ", expected string");
        if (v261 !== "unset") return err(q262, "invalid value: " + kind(v261) + ", expected the constant " + "\"unset\"");
      }
      else if (k260 === "key") {
        if (!(typeof v261 === "string")) return err(q262, "invalid type: " + kind(v261) + ", expected string");
        if (v261 !== "appearance.theme") return err(q262, "invalid value: " + kind(v261) + ", expected the constant " + "\"appearance.theme\"");
      }
      else return err(q262, "unknown field `" + k260 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_SetMotionSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k263 of Object.keys(x)) {
      const v264 = x[k263];
      const q265 = key(p, k263);
      if (k263 === "op") {
        if (!(typeof v264 === "string")) return err(q265, "invalid type: " + kind(v264) + ", expected string");
        if (v264 !== "set") return err(q265, "invalid value: " + kind(v264) + ", expected the constant " + "\"set\"");
      }
      else if (k263 === "key") {
        if (!(typeof v264 === "string")) return err(q265, "invalid type: " + kind(v264) + ", expected string");
        if (v264 !== "appearance.motion") return err(q265, "invalid value: " + kind(v264) + ", expected the constant " + "\"appearance.motion\"");
      }
      else if (k263 === "value") {
        if (!(typeof v264 === "string")) return err(q265, "invalid type: " + kind(v264) + ", expected string");
        if (!["system", "reduced"].some((v) => equal(v, v264))) return err(q265, "unknown variant " + kind(v264) + ", expected one of `system`, `reduced`");
      }
      else return err(q265, "unknown field `" + k263 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k266 of Object.keys(x)) {
      const v267 = x[k266];
      const q268 = key(p, k266);
      if (k266 === "op") {
        if (!(typeof v267 === "string")) return err(q268, "invalid type: " + kind(v267) + ", expected string");
        if (v267 !== "unset") return err(q268, "invalid value: " + kind(v267) + ", expected the constant " + "\"unset\"");
      }
      else if (k266 === "key") {
        if (!(typeof v267 === "string")) return err(q268, "invalid type: " + kind(v267) + ", expected string");
        if (v267 !== "appearance.motion") return err(q268, "invalid value: " + kind(v267) + ", expected the constant " + "\"appearance.motion\"");
      }
      else return err(q268, "unknown field `" + k266 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_SetModelSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k269 of Object.keys(x)) {
      const v270 = x[k269];
      const q271 = key(p, k269);
      if (k269 === "op") {
        if (!(typeof v270 === "string")) return err(q271, "invalid type: " + kind(v270) + ", expected string");
        if (v270 !== "set") return err(q271, "invalid value: " + kind(v270) + ", expected the constant " + "\"set\"");
      }
      else if (k269 === "key") {
        if (!(typeof v270 === "string")) return err(q271, "invalid type: " + kind(v270) + ", expected string");
        if (v270 !== "defaults.model") return err(q271, "invalid value: " + kind(v270) + ", expected the constant " + "\"defaults.model\"");
      }
      else if (k269 === "value") {
        if (!(typeof v270 === "string")) return err(q271, "invalid type: " + kind(v270) + ", expected string");
        if (typeof v270 === "string") {
          const n272 = chars(v270);
          if (n272 < 1) return err(q271, "string of length " + n272 + " is shorter than minLength 1");
          if (n272 > 200) return err(q271, "string of length " + n272 + " is longer than maxLength 200");
        }
      }
      else return err(q271, "unknown field `" + k269 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k273 of Object.keys(x)) {
      const v274 = x[k273];
      const q275 = key(p, k273);
      if (k273 === "op") {
        if (!(typeof v274 === "string")) return err(q275, "invalid type: " + kind(v274) + ", expected string");
        if (v274 !== "unset") return err(q275, "invalid value: " + kind(v274) + ", expected the constant " + "\"unset\"");
      }
      else if (k273 === "key") {
        if (!(typeof v274 === "string")) return err(q275, "invalid type: " + kind(v274) + ", expected string");
        if (v274 !== "defaults.model") return err(q275, "invalid value: " + kind(v274) + ", expected the constant " + "\"defaults.model\"");
      }
      else return err(q275, "unknown field `" + k273 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_SetEffortSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k276 of Object.keys(x)) {
      const v277 = x[k276];
      const q278 = key(p, k276);
      if (k276 === "op") {
        if (!(typeof v277 === "string")) return err(q278, "invalid type: " + kind(v277) + ", expected string");
        if (v277 !== "set") return err(q278, "invalid value: " + kind(v277) + ", expected the constant " + "\"set\"");
      }
      else if (k276 === "key") {
        if (!(typeof v277 === "string")) return err(q278, "invalid type: " + kind(v277) + ", expected string");
        if (v277 !== "defaults.effort") return err(q278, "invalid value: " + kind(v277) + ", expected the constant " + "\"defaults.effort\"");
      }
      else if (k276 === "value") {
        { const e279 = v_EffortPreference(v277, q278); if (e279) return e279; }
      }
      else return err(q278, "unknown field `" + k276 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k280 of Object.keys(x)) {
      const v281 = x[k280];
      const q282 = key(p, k280);
      if (k280 === "op") {
        if (!(typeof v281 === "string")) return err(q282, "invalid type: " + kind(v281) + ", expected string");
        if (v281 !== "unset") return err(q282, "invalid value: " + kind(v281) + ", expected the constant " + "\"unset\"");
      }
      else if (k280 === "key") {
        if (!(typeof v281 === "string")) return err(q282, "invalid type: " + kind(v281) + ", expected string");
        if (v281 !== "defaults.effort") return err(q282, "invalid value: " + kind(v281) + ", expected the constant " + "\"defaults.effort\"");
      }
      else return err(q282, "unknown field `" + k280 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_SetToolConfirmationSetting(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k283 of Object.keys(x)) {
      const v284 = x[k283];
      const q285 = key(p, k283);
      if (k283 === "op") {
        if (!(typeof v284 === "string")) return err(q285, "invalid type: " + kind(v284) + ", expected string");
        if (v284 !== "set") return err(q285, "invalid value: " + kind(v284) + ", expected the constant " + "\"set\"");
      }
      else if (k283 === "key") {
        if (!(typeof v284 === "string")) return err(q285, "invalid type: " + kind(v284) + ", expected string");
        if (v284 !== "permissions.toolConfirmation") return err(q285, "invalid value: " + kind(v284) + ", expected the constant " + "\"permissions.toolConfirmation\"");
      }
      else if (k283 === "value") {
        if (!(typeof v284 === "string")) return err(q285, "invalid type: " + kind(v284) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v284))) return err(q285, "unknown variant " + kind(v284) + ", expected one of `allow`, `ask`, `deny`");
      }
      else return err(q285, "unknown field `" + k283 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k286 of Object.keys(x)) {
      const v287 = x[k286];
      const q288 = key(p, k286);
      if (k286 === "op") {
        if (!(typeof v287 === "string")) return err(q288, "invalid type: " + kind(v287) + ", expected string");
        if (v287 !== "unset") return err(q288, "invalid value: " + kind(v287) + ", expected the constant " + "\"unset\"");
      }
      else if (k286 === "key") {
        if (!(typeof v287 === "string")) return err(q288, "invalid type: " + kind(v287) + ", expected string");
        if (v287 !== "permissions.toolConfirmation") return err(q288, "invalid value: " + kind(v287) + ", expected the constant " + "\"permissions.toolConfirmation\"");
      }
      else return err(q288, "unknown field `" + k286 + "`" + ", expected one of `op`, `key`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "op")) return err(p, "missing field `op`");
    if (!Object.prototype.hasOwnProperty.call(x, "key")) return err(p, "missing field `key`");
  }
  return undefined;
}

function v_UpdateSettingsRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k289 of Object.keys(x)) {
      const v290 = x[k289];
      const q291 = key(p, k289);
      if (k289 === "requestId") {
        { const e292 = v_RequestId(v290, q291); if (e292) return e292; }
      }
      else if (k289 === "expectedRevision") {
        { const e293 = v_SettingsRevision(v290, q291); if (e293) return e293; }
      }
      else if (k289 === "operations") {
        if (!(Array.isArray(v290))) return err(q291, "invalid type: " + kind(v290) + ", expected array");
        if (Array.isArray(v290)) {
          const f294 = (y) => {
            if (isObject(y)) {
              for (const k296 of Object.keys(y)) {
                const v297 = y[k296];
                const q298 = key("", k296);
                if (k296 === "key") {
                  if (v297 !== "appearance.theme") return err(q298, "invalid value: " + kind(v297) + ", expected the constant " + "\"appearance.theme\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          let n295 = 0;
          const f299 = (y) => {
            if (isObject(y)) {
              for (const k301 of Object.keys(y)) {
                const v302 = y[k301];
                const q303 = key("", k301);
                if (k301 === "key") {
                  if (v302 !== "appearance.motion") return err(q303, "invalid value: " + kind(v302) + ", expected the constant " + "\"appearance.motion\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          let n300 = 0;
          const f304 = (y) => {
            if (isObject(y)) {
              for (const k306 of Object.keys(y)) {
                const v307 = y[k306];
                const q308 = key("", k306);
                if (k306 === "key") {
                  if (v307 !== "defaults.model") return err(q308, "invalid value: " + kind(v307) + ", expected the constant " + "\"defaults.model\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          let n305 = 0;
          const f309 = (y) => {
            if (isObject(y)) {
              for (const k311 of Object.keys(y)) {
                const v312 = y[k311];
                const q313 = key("", k311);
                if (k311 === "key") {
                  if (v312 !== "defaults.effort") return err(q313, "invalid value: " + kind(v312) + ", expected the constant " + "\"defaults.effort\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          let n310 = 0;
          const f314 = (y) => {
            if (isObject(y)) {
              for (const k316 of Object.keys(y)) {
                const v317 = y[k316];
                const q318 = key("", k316);
                if (k316 === "key") {
                  if (v317 !== "permissions.toolConfirmation") return err(q318, "invalid value: " + kind(v317) + ", expected the constant " + "\"permissions.toolConfirmation\"");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(y, "key")) return err("", "missing field `key`");
            }
            return undefined;
          };
          let n315 = 0;
          for (let i319 = 0; i319 < v290.length; i319++) {
            const v320 = v290[i319];
            const q321 = q291 + "[" + i319 + "]";
            { const e322 = v_SettingsOperation(v320, q321); if (e322) return e322; }
            if (f294(v320) === undefined) n295++;
            if (n295 > 1) return err(key(q321, "key"), "array has more than maxContains 1 matching items");
            if (f299(v320) === undefined) n300++;
            if (n300 > 1) return err(key(q321, "key"), "array has more than maxContains 1 matching items");
            if (f304(v320) === undefined) n305++;
            if (n305 > 1) return err(key(q321, "key"), "array has more than maxContains 1 matching items");
            if (f309(v320) === undefined) n310++;
            if (n310 > 1) return err(key(q321, "key"), "array has more than maxContains 1 matching items");
            if (f314(v320) === undefined) n315++;
            if (n315 > 1) return err(key(q321, "key"), "array has more than maxContains 1 matching items");
          }
          if (v290.length < 1) return err(q291, "array has fewer than minItems 1");
          if (v290.length > 20) return err(q291, "array has more than maxItems 20");
        }
      }
      else return err(q291, "unknown field `" + k289 + "`" + ", expected one of `requestId`, `expectedRevision`, `operations`");
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
    for (const k323 of Object.keys(x)) {
      const v324 = x[k323];
      const q325 = key(p, k323);
      if (k323 === "requestId") {
        { const e326 = v_RequestId(v324, q325); if (e326) return e326; }
      }
      else if (k323 === "revision") {
        { const e327 = v_SettingsRevision(v324, q325); if (e327) return e327; }
      }
      else if (k323 === "appliedKeys") {
        if (!(Array.isArray(v324))) return err(q325, "invalid type: " + kind(v324) + ", expected array");
        if (Array.isArray(v324)) {
          for (let i328 = 0; i328 < v324.length; i328++) {
            const v329 = v324[i328];
            const q330 = q325 + "[" + i328 + "]";
            if (!(typeof v329 === "string")) return err(q330, "invalid type: " + kind(v329) + ", expected string");
            if (!["appearance.theme", "appearance.motion", "defaults.model", "defaults.effort", "permissions.toolConfirmation"].some((v) => equal(v, v329))) return err(q330, "unknown variant " + kind(v329) + ", expected one of `appearance.theme`, `appearance.motion`, `defaults.model`, `defaults.effort`, `permissions.toolConfirmation`");
          }
          if (v324.length < 1) return err(q325, "array has fewer than minItems 1");
          if (v324.length > 20) return err(q325, "array has more than maxItems 20");
        }
      }
      else if (k323 === "settings") {
        { const e331 = v_SettingsDocument(v324, q325); if (e331) return e331; }
      }
      else return err(q325, "unknown field `" + k323 + "`" + ", expected one of `requestId`, `revision`, `appliedKeys`, `settings`");
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
    for (const k332 of Object.keys(x)) {
      const v333 = x[k332];
      const q334 = key(p, k332);
      if (k332 === "requestId") {
        { const e335 = v_RequestId(v333, q334); if (e335) return e335; }
      }
      else if (k332 === "type") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
        if (!["submit", "queue_followup", "remove_followup", "clear_followups", "interrupt", "permission_decision", "goal_control", "permission_mode_change", "cycle_agent_mode", "set_agent_mode"].some((v) => equal(v, v333))) return err(q334, "unknown variant " + kind(v333) + ", expected one of `submit`, `queue_followup`, `remove_followup`, `clear_followups`, `interrupt`, `permission_decision`, `goal_control`, `permission_mode_change`, `cycle_agent_mode`, `set_agent_mode`");
      }
      else if (k332 === "text") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
        if (typeof v333 === "string") {
          const n336 = chars(v333);
          if (n336 > 1048576) return err(q334, "string of length " + n336 + " is longer than maxLength 1048576");
        }
      }
      else if (k332 === "itemId") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "requestPermissionId") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "approved") {
        if (!(typeof v333 === "boolean")) return err(q334, "invalid type: " + kind(v333) + ", expected boolean");
      }
      else if (k332 === "scope") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
        if (!["once", "project", "global"].some((v) => equal(v, v333))) return err(q334, "unknown variant " + kind(v333) + ", expected one of `once`, `project`, `global`");
      }
      else if (k332 === "goalAction") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
        if (!["create", "status", "pause", "resume", "clear"].some((v) => equal(v, v333))) return err(q334, "unknown variant " + kind(v333) + ", expected one of `create`, `status`, `pause`, `resume`, `clear`");
      }
      else if (k332 === "objective") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "toolConfirmation") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
        if (!["allow", "ask", "deny"].some((v) => equal(v, v333))) return err(q334, "unknown variant " + kind(v333) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k332 === "agentMode") {
        if (!(typeof v333 === "string")) return err(q334, "invalid type: " + kind(v333) + ", expected string");
        if (!["interactive", "plan", "auto"].some((v) => equal(v, v333))) return err(q334, "unknown variant " + kind(v333) + ", expected one of `interactive`, `plan`, `auto`");
      }
      else return err(q334, "unknown field `" + k332 + "`" + ", expected one of `requestId`, `type`, `text`, `itemId`, `requestPermissionId`, `approved`, `scope`, `goalAction`, `objective`, `toolConfirmation`, `agentMode`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
  }
  const c337 = (() => {
    if (isObject(x)) {
      for (const k338 of Object.keys(x)) {
        const v339 = x[k338];
        const q340 = key(p, k338);
        if (k338 === "type") {
          if (v339 !== "set_agent_mode") return err(q340, "invalid value: " + kind(v339) + ", expected the constant " + "\"set_agent_mode\"");
        }
      }
      if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    }
    return undefined;
  })() === undefined;
  if (c337) {
    if (isObject(x)) {
      if (!Object.prototype.hasOwnProperty.call(x, "agentMode")) return err(p, "missing field `agentMode`");
    }
  }
  return undefined;
}

function v_CommandResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k341 of Object.keys(x)) {
      const v342 = x[k341];
      const q343 = key(p, k341);
      if (k341 === "requestId") {
        { const e344 = v_RequestId(v342, q343); if (e344) return e344; }
      }
      else if (k341 === "result") {
        if (!(typeof v342 === "string")) return err(q343, "invalid type: " + kind(v342) + ", expected string");
      }
      else if (k341 === "detail") {
        if (!(typeof v342 === "string")) return err(q343, "invalid type: " + kind(v342) + ", expected string");
      }
      else return err(q343, "unknown field `" + k341 + "`" + ", expected one of `requestId`, `result`, `detail`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "result")) return err(p, "missing field `result`");
  }
  return undefined;
}

function v_WebEventEnvelope(x, p) {
  const e345 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) {
      return err(p, "missing field `type`");
    }
    const t346 = x["type"];
    if (t346 === "runtime_event") {
      { const e347 = v_RuntimeEventEnvelope(x, p); if (e347) return e347; }
      return undefined;
    }
    if (t346 === "thread_event") {
      { const e348 = v_ThreadEventEnvelope(x, p); if (e348) return e348; }
      return undefined;
    }
    if (t346 === "workbench_state") {
      { const e349 = v_WorkbenchStateEnvelope(x, p); if (e349) return e349; }
      return undefined;
    }
    if (t346 === "settings_invalidated") {
      { const e350 = v_SettingsInvalidatedEnvelope(x, p); if (e350) return e350; }
      return undefined;
    }
    if (t346 === "replay_reset") {
      { const e351 = v_ReplayResetEnvelope(x, p); if (e351) return e351; }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t346) + ", expected one of `runtime_event`, `thread_event`, `workbench_state`, `settings_invalidated`, `replay_reset`");
  })();
  if (e345) return e345;
  return undefined;
}

function v_RuntimeEventEnvelope(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k352 of Object.keys(x)) {
      const v353 = x[k352];
      const q354 = key(p, k352);
      if (k352 === "apiVersion") {
        if (!(Number.isInteger(v353))) return err(q354, "invalid type: " + kind(v353) + ", expected integer");
        if (v353 !== 1) return err(q354, "invalid value: " + kind(v353) + ", expected the constant " + "1");
      }
      else if (k352 === "eventId") {
        if (!(typeof v353 === "string")) return err(q354, "invalid type: " + kind(v353) + ", expected string");
      }
      else if (k352 === "cursor") {
        if (!(Number.isInteger(v353))) return err(q354, "invalid type: " + kind(v353) + ", expected integer");
        if (typeof v353 === "number") {
          if (v353 < 1) return err(q354, v353 + " is less than minimum 1");
        }
      }
      else if (k352 === "sessionId") {
        if (!(typeof v353 === "string" || v353 === null)) return err(q354, "invalid type: " + kind(v353) + ", expected string or null");
      }
      else if (k352 === "threadId") {
        if (!(typeof v353 === "string" || v353 === null)) return err(q354, "invalid type: " + kind(v353) + ", expected string or null");
      }
      else if (k352 === "type") {
        if (!(typeof v353 === "string")) return err(q354, "invalid type: " + kind(v353) + ", expected string");
        if (v353 !== "runtime_event") return err(q354, "invalid value: " + kind(v353) + ", expected the constant " + "\"runtime_event\"");
      }
      else if (k352 === "durable") {
        if (!(typeof v353 === "boolean")) return err(q354, "invalid type: " + kind(v353) + ", expected boolean");
      }
      else if (k352 === "timestamp") {
        if (!(typeof v353 === "string")) return err(q354, "invalid type: " + kind(v353) + ", expected string");
      }
      else if (k352 === "payload") {
        if (!(isObject(v353))) return err(q354, "invalid type: " + kind(v353) + ", expected object");
        if (isObject(v353)) {
          for (const k355 of Object.keys(v353)) {
            const v356 = v353[k355];
            const q357 = key(q354, k355);
            if (k355 === "eventType") {
              if (!(typeof v356 === "string")) return err(q357, "invalid type: " + kind(v356) + ", expected string");
              if (typeof v356 === "string") {
                const n358 = chars(v356);
                if (n358 < 1) return err(q357, "string of length " + n358 + " is shorter than minLength 1");
              }
            }
            else if (k355 === "value") {
              if (!(isObject(v356))) return err(q357, "invalid type: " + kind(v356) + ", expected object");
            }
            else return err(q357, "unknown field `" + k355 + "`" + ", expected one of `eventType`, `value`");
          }
          if (!Object.prototype.hasOwnProperty.call(v353, "eventType")) return err(q354, "missing field `eventType`");
          if (!Object.prototype.hasOwnProperty.call(v353, "value")) return err(q354, "missing field `value`");
        }
      }
      else return err(q354, "unknown field `" + k352 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k359 of Object.keys(x)) {
      const v360 = x[k359];
      const q361 = key(p, k359);
      if (k359 === "apiVersion") {
        if (!(Number.isInteger(v360))) return err(q361, "invalid type: " + kind(v360) + ", expected integer");
        if (v360 !== 1) return err(q361, "invalid value: " + kind(v360) + ", expected the constant " + "1");
      }
      else if (k359 === "eventId") {
        if (!(typeof v360 === "string")) return err(q361, "invalid type: " + kind(v360) + ", expected string");
      }
      else if (k359 === "cursor") {
        if (!(Number.isInteger(v360))) return err(q361, "invalid type: " + kind(v360) + ", expected integer");
        if (typeof v360 === "number") {
          if (v360 < 1) return err(q361, v360 + " is less than minimum 1");
        }
      }
      else if (k359 === "sessionId") {
        if (!(typeof v360 === "string")) return err(q361, "invalid type: " + kind(v360) + ", expected string");
        if (typeof v360 === "string") {
          const n362 = chars(v360);
          if (n362 < 1) return err(q361, "string of length " + n362 + " is shorter than minLength 1");
        }
      }
      else if (k359 === "threadId") {
        if (!(typeof v360 === "string")) return err(q361, "invalid type: " + kind(v360) + ", expected string");
        if (typeof v360 === "string") {
          const n363 = chars(v360);
          if (n363 < 1) return err(q361, "string of length " + n363 + " is shorter than minLength 1");
        }
      }
      else if (k359 === "type") {
        if (!(typeof v360 === "string")) return err(q361, "invalid type: " + kind(v360) + ", expected string");
        if (v360 !== "thread_event") return err(q361, "invalid value: " + kind(v360) + ", expected the constant " + "\"thread_event\"");
      }
      else if (k359 === "durable") {
        if (!(typeof v360 === "boolean")) return err(q361, "invalid type: " + kind(v360) + ", expected boolean");
        if (v360 !== true) return err(q361, "invalid value: " + kind(v360) + ", expected the constant " + "true");
      }
      else if (k359 === "timestamp") {
        if (!(typeof v360 === "string")) return err(q361, "invalid type: " + kind(v360) + ", expected string");
      }
      else if (k359 === "payload") {
        if (!(isObject(v360))) return err(q361, "invalid type: " + kind(v360) + ", expected object");
        if (isObject(v360)) {
          for (const k364 of Object.keys(v360)) {
            const v365 = v360[k364];
            const q366 = key(q361, k364);
            if (k364 === "sequence") {
              if (!(Number.isInteger(v365))) return err(q366, "invalid type: " + kind(v365) + ", expected integer");
              if (typeof v365 === "number") {
                if (v365 < 1) return err(q366, v365 + " is less than minimum 1");
              }
            }
            else if (k364 === "eventType") {
              if (!(typeof v365 === "string")) return err(q366, "invalid type: " + kind(v365) + ", expected string");
              if (typeof v365 === "string") {
                const n367 = chars(v365);
                if (n367 < 1) return err(q366, "string of length " + n367 + " is shorter than minLength 1");
              }
            }
            else if (k364 === "value") {
              if (!(isObject(v365))) return err(q366, "invalid type: " + kind(v365) + ", expected object");
            }
            else return err(q366, "unknown field `" + k364 + "`" + ", expected one of `sequence`, `eventType`, `value`");
          }
          if (!Object.prototype.hasOwnProperty.call(v360, "sequence")) return err(q361, "missing field `sequence`");
          if (!Object.prototype.hasOwnProperty.call(v360, "eventType")) return err(q361, "missing field `eventType`");
          if (!Object.prototype.hasOwnProperty.call(v360, "value")) return err(q361, "missing field `value`");
        }
      }
      else return err(q361, "unknown field `" + k359 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k368 of Object.keys(x)) {
      const v369 = x[k368];
      const q370 = key(p, k368);
      if (k368 === "apiVersion") {
        if (!(Number.isInteger(v369))) return err(q370, "invalid type: " + kind(v369) + ", expected integer");
        if (v369 !== 1) return err(q370, "invalid value: " + kind(v369) + ", expected the constant " + "1");
      }
      else if (k368 === "eventId") {
        if (!(typeof v369 === "string")) return err(q370, "invalid type: " + kind(v369) + ", expected string");
      }
      else if (k368 === "cursor") {
        if (!(Number.isInteger(v369))) return err(q370, "invalid type: " + kind(v369) + ", expected integer");
        if (typeof v369 === "number") {
          if (v369 < 1) return err(q370, v369 + " is less than minimum 1");
        }
      }
      else if (k368 === "sessionId") {
        if (!(typeof v369 === "string" || v369 === null)) return err(q370, "invalid type: " + kind(v369) + ", expected string or null");
      }
      else if (k368 === "threadId") {
        if (!(typeof v369 === "string" || v369 === null)) return err(q370, "invalid type: " + kind(v369) + ", expected string or null");
      }
      else if (k368 === "type") {
        if (!(typeof v369 === "string")) return err(q370, "invalid type: " + kind(v369) + ", expected string");
        if (v369 !== "workbench_state") return err(q370, "invalid value: " + kind(v369) + ", expected the constant " + "\"workbench_state\"");
      }
      else if (k368 === "durable") {
        if (!(typeof v369 === "boolean")) return err(q370, "invalid type: " + kind(v369) + ", expected boolean");
      }
      else if (k368 === "timestamp") {
        if (!(typeof v369 === "string")) return err(q370, "invalid type: " + kind(v369) + ", expected string");
      }
      else if (k368 === "payload") {
        if (!(isObject(v369))) return err(q370, "invalid type: " + kind(v369) + ", expected object");
        if (isObject(v369)) {
          for (const k371 of Object.keys(v369)) {
            const v372 = v369[k371];
            const q373 = key(q370, k371);
            if (k371 === "workspace") {
              if (!(typeof v372 === "string")) return err(q373, "invalid type: " + kind(v372) + ", expected string");
            }
            else if (k371 === "activeSessionId") {
              if (!(typeof v372 === "string" || v372 === null)) return err(q373, "invalid type: " + kind(v372) + ", expected string or null");
            }
            else return err(q373, "unknown field `" + k371 + "`" + ", expected one of `workspace`, `activeSessionId`");
          }
          if (!Object.prototype.hasOwnProperty.call(v369, "workspace")) return err(q370, "missing field `workspace`");
          if (!Object.prototype.hasOwnProperty.call(v369, "activeSessionId")) return err(q370, "missing field `activeSessionId`");
        }
      }
      else return err(q370, "unknown field `" + k368 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k374 of Object.keys(x)) {
      const v375 = x[k374];
      const q376 = key(p, k374);
      if (k374 === "apiVersion") {
        if (!(Number.isInteger(v375))) return err(q376, "invalid type: " + kind(v375) + ", expected integer");
        if (v375 !== 1) return err(q376, "invalid value: " + kind(v375) + ", expected the constant " + "1");
      }
      else if (k374 === "eventId") {
        if (!(typeof v375 === "string")) return err(q376, "invalid type: " + kind(v375) + ", expected string");
      }
      else if (k374 === "cursor") {
        if (!(Number.isInteger(v375))) return err(q376, "invalid type: " + kind(v375) + ", expected integer");
        if (typeof v375 === "number") {
          if (v375 < 1) return err(q376, v375 + " is less than minimum 1");
        }
      }
      else if (k374 === "sessionId") {
        if (!(typeof v375 === "string" || v375 === null)) return err(q376, "invalid type: " + kind(v375) + ", expected string or null");
      }
      else if (k374 === "threadId") {
        if (!(typeof v375 === "string" || v375 === null)) return err(q376, "invalid type: " + kind(v375) + ", expected string or null");
      }
      else if (k374 === "type") {
        if (!(typeof v375 === "string")) return err(q376, "invalid type: " + kind(v375) + ", expected string");
        if (v375 !== "settings_invalidated") return err(q376, "invalid value: " + kind(v375) + ", expected the constant " + "\"settings_invalidated\"");
      }
      else if (k374 === "durable") {
        if (!(typeof v375 === "boolean")) return err(q376, "invalid type: " + kind(v375) + ", expected boolean");
        if (v375 !== false) return err(q376, "invalid value: " + kind(v375) + ", expected the constant " + "false");
      }
      else if (k374 === "timestamp") {
        if (!(typeof v375 === "string")) return err(q376, "invalid type: " + kind(v375) + ", expected string");
      }
      else if (k374 === "payload") {
        if (!(isObject(v375))) return err(q376, "invalid type: " + kind(v375) + ", expected object");
        if (isObject(v375)) {
          for (const k377 of Object.keys(v375)) {
            const v378 = v375[k377];
            const q379 = key(q376, k377);
            if (k377 === "revision") {
              { const e380 = v_SettingsRevision(v378, q379); if (e380) return e380; }
            }
            else if (k377 === "reason") {
              if (!(typeof v378 === "string")) return err(q379, "invalid type: " + kind(v378) + ", expected string");
              if (!["local-write", "external-edit", "workspace-change"].some((v) => equal(v, v378))) return err(q379, "unknown variant " + kind(v378) + ", expected one of `local-write`, `external-edit`, `workspace-change`");
            }
            else if (k377 === "state") {
              if (!(typeof v378 === "string")) return err(q379, "invalid type: " + kind(v378) + ", expected string");
              if (!["ready", "invalid"].some((v) => equal(v, v378))) return err(q379, "unknown variant " + kind(v378) + ", expected one of `ready`, `invalid`");
            }
            else return err(q379, "unknown field `" + k377 + "`" + ", expected one of `revision`, `reason`, `state`");
          }
          if (!Object.prototype.hasOwnProperty.call(v375, "revision")) return err(q376, "missing field `revision`");
          if (!Object.prototype.hasOwnProperty.call(v375, "reason")) return err(q376, "missing field `reason`");
          if (!Object.prototype.hasOwnProperty.call(v375, "state")) return err(q376, "missing field `state`");
        }
      }
      else return err(q376, "unknown field `" + k374 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k381 of Object.keys(x)) {
      const v382 = x[k381];
      const q383 = key(p, k381);
      if (k381 === "apiVersion") {
        if (!(Number.isInteger(v382))) return err(q383, "invalid type: " + kind(v382) + ", expected integer");
        if (v382 !== 1) return err(q383, "invalid value: " + kind(v382) + ", expected the constant " + "1");
      }
      else if (k381 === "eventId") {
        if (!(typeof v382 === "string")) return err(q383, "invalid type: " + kind(v382) + ", expected string");
      }
      else if (k381 === "cursor") {
        if (!(Number.isInteger(v382))) return err(q383, "invalid type: " + kind(v382) + ", expected integer");
        if (typeof v382 === "number") {
          if (v382 < 1) return err(q383, v382 + " is less than minimum 1");
        }
      }
      else if (k381 === "sessionId") {
        if (!(typeof v382 === "string" || v382 === null)) return err(q383, "invalid type: " + kind(v382) + ", expected string or null");
      }
      else if (k381 === "threadId") {
        if (!(typeof v382 === "string" || v382 === null)) return err(q383, "invalid type: " + kind(v382) + ", expected string or null");
      }
      else if (k381 === "type") {
        if (!(typeof v382 === "string")) return err(q383, "invalid type: " + kind(v382) + ", expected string");
        if (v382 !== "replay_reset") return err(q383, "invalid value: " + kind(v382) + ", expected the constant " + "\"replay_reset\"");
      }
      else if (k381 === "durable") {
        if (!(typeof v382 === "boolean")) return err(q383, "invalid type: " + kind(v382) + ", expected boolean");
        if (v382 !== true) return err(q383, "invalid value: " + kind(v382) + ", expected the constant " + "true");
      }
      else if (k381 === "timestamp") {
        if (!(typeof v382 === "string")) return err(q383, "invalid type: " + kind(v382) + ", expected string");
      }
      else if (k381 === "payload") {
        if (!(isObject(v382))) return err(q383, "invalid type: " + kind(v382) + ", expected object");
        if (isObject(v382)) {
          for (const k384 of Object.keys(v382)) {
            const v385 = v382[k384];
            const q386 = key(q383, k384);
            if (k384 === "reason") {
              if (!(typeof v385 === "string")) return err(q386, "invalid type: " + kind(v385) + ", expected string");
            }
            else if (k384 === "snapshotRequired") {
              if (!(typeof v385 === "boolean")) return err(q386, "invalid type: " + kind(v385) + ", expected boolean");
              if (v385 !== true) return err(q386, "invalid value: " + kind(v385) + ", expected the constant " + "true");
            }
            else return err(q386, "unknown field `" + k384 + "`" + ", expected one of `reason`, `snapshotRequired`");
          }
          if (!Object.prototype.hasOwnProperty.call(v382, "reason")) return err(q383, "missing field `reason`");
          if (!Object.prototype.hasOwnProperty.call(v382, "snapshotRequired")) return err(q383, "missing field `snapshotRequired`");
        }
      }
      else return err(q383, "unknown field `" + k381 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k387 of Object.keys(x)) {
      const v388 = x[k387];
      const q389 = key(p, k387);
      if (k387 === "type") {
        if (!(typeof v388 === "string")) return err(q389, "invalid type: " + kind(v388) + ", expected string");
      }
      else if (k387 === "title") {
        if (!(typeof v388 === "string")) return err(q389, "invalid type: " + kind(v388) + ", expected string");
      }
      else if (k387 === "status") {
        if (!(Number.isInteger(v388))) return err(q389, "invalid type: " + kind(v388) + ", expected integer");
      }
      else if (k387 === "code") {
        if (!(typeof v388 === "string")) return err(q389, "invalid type: " + kind(v388) + ", expected string");
        if (typeof v388 === "string") {
          const n390 = chars(v388);
          if (n390 < 1) return err(q389, "string of length " + n390 + " is shorter than minLength 1");
        }
      }
      else if (k387 === "detail") {
        if (!(typeof v388 === "string")) return err(q389, "invalid type: " + kind(v388) + ", expected string");
      }
      else return err(q389, "unknown field `" + k387 + "`" + ", expected one of `type`, `title`, `status`, `code`, `detail`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "title")) return err(p, "missing field `title`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "code")) return err(p, "missing field `code`");
  }
  return undefined;
}

function v_BootstrapCapabilities(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k391 of Object.keys(x)) {
      const v392 = x[k391];
      const q393 = key(p, k391);
      if (k391 === "goal") {
        if (!(typeof v392 === "boolean")) return err(q393, "invalid type: " + kind(v392) + ", expected boolean");
      }
      else if (k391 === "plan") {
        if (!(typeof v392 === "boolean")) return err(q393, "invalid type: " + kind(v392) + ", expected boolean");
      }
      else if (k391 === "skills") {
        if (!(typeof v392 === "boolean")) return err(q393, "invalid type: " + kind(v392) + ", expected boolean");
      }
      else if (k391 === "mcp") {
        if (!(typeof v392 === "boolean")) return err(q393, "invalid type: " + kind(v392) + ", expected boolean");
      }
      else if (k391 === "diagnostics") {
        if (!(typeof v392 === "boolean")) return err(q393, "invalid type: " + kind(v392) + ", expected boolean");
      }
      else return err(q393, "unknown field `" + k391 + "`" + ", expected one of `goal`, `plan`, `skills`, `mcp`, `diagnostics`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "goal")) return err(p, "missing field `goal`");
    if (!Object.prototype.hasOwnProperty.call(x, "plan")) return err(p, "missing field `plan`");
    if (!Object.prototype.hasOwnProperty.call(x, "skills")) return err(p, "missing field `skills`");
    if (!Object.prototype.hasOwnProperty.call(x, "mcp")) return err(p, "missing field `mcp`");
    if (!Object.prototype.hasOwnProperty.call(x, "diagnostics")) return err(p, "missing field `diagnostics`");
  }
  return undefined;
}

function v_DiagnosticsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  return undefined;
}

function v_OpenSettingsDocumentRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k394 of Object.keys(x)) {
      const v395 = x[k394];
      const q396 = key(p, k394);
      if (k394 === "requestId") {
        { const e397 = v_RequestId(v395, q396); if (e397) return e397; }
      }
      else return err(q396, "unknown field `" + k394 + "`" + ", expected one of `requestId`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
  }
  return undefined;
}

function v_OpenSettingsDocumentResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k398 of Object.keys(x)) {
      const v399 = x[k398];
      const q400 = key(p, k398);
      if (k398 === "requestId") {
        { const e401 = v_RequestId(v399, q400); if (e401) return e401; }
      }
      else if (k398 === "opened") {
        if (!(typeof v399 === "boolean")) return err(q400, "invalid type: " + kind(v399) + ", expected boolean");
        if (v399 !== true) return err(q400, "invalid value: " + kind(v399) + ", expected the constant " + "true");
      }
      else return err(q400, "unknown field `" + k398 + "`" + ", expected one of `requestId`, `opened`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
    if (!Object.prototype.hasOwnProperty.call(x, "opened")) return err(p, "missing field `opened`");
  }
  return undefined;
}

function v_SettingsSections(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k402 of Object.keys(x)) {
      const v403 = x[k402];
      const q404 = key(p, k402);
      if (k402 === "appearance") {
        if (!(isObject(v403))) return err(q404, "invalid type: " + kind(v403) + ", expected object");
        if (isObject(v403)) {
          for (const k405 of Object.keys(v403)) {
            const v406 = v403[k405];
            const q407 = key(q404, k405);
            if (k405 === "theme") {
              { const e408 = v_ThemeSettingsField(v406, q407); if (e408) return e408; }
            }
            else if (k405 === "motion") {
              { const e409 = v_MotionSettingsField(v406, q407); if (e409) return e409; }
            }
            else return err(q407, "unknown field `" + k405 + "`" + ", expected one of `theme`, `motion`");
          }
          if (!Object.prototype.hasOwnProperty.call(v403, "theme")) return err(q404, "missing field `theme`");
          if (!Object.prototype.hasOwnProperty.call(v403, "motion")) return err(q404, "missing field `motion`");
        }
      }
      else if (k402 === "defaults") {
        if (!(isObject(v403))) return err(q404, "invalid type: " + kind(v403) + ", expected object");
        if (isObject(v403)) {
          for (const k410 of Object.keys(v403)) {
            const v411 = v403[k410];
            const q412 = key(q404, k410);
            if (k410 === "model") {
              { const e413 = v_ModelSettingsField(v411, q412); if (e413) return e413; }
            }
            else if (k410 === "effort") {
              { const e414 = v_EffortSettingsField(v411, q412); if (e414) return e414; }
            }
            else return err(q412, "unknown field `" + k410 + "`" + ", expected one of `model`, `effort`");
          }
          if (!Object.prototype.hasOwnProperty.call(v403, "model")) return err(q404, "missing field `model`");
          if (!Object.prototype.hasOwnProperty.call(v403, "effort")) return err(q404, "missing field `effort`");
        }
      }
      else if (k402 === "permissions") {
        if (!(isObject(v403))) return err(q404, "invalid type: " + kind(v403) + ", expected object");
        if (isObject(v403)) {
          for (const k415 of Object.keys(v403)) {
            const v416 = v403[k415];
            const q417 = key(q404, k415);
            if (k415 === "toolConfirmation") {
              { const e418 = v_ToolConfirmationSettingsField(v416, q417); if (e418) return e418; }
            }
            else return err(q417, "unknown field `" + k415 + "`" + ", expected one of `toolConfirmation`");
          }
          if (!Object.prototype.hasOwnProperty.call(v403, "toolConfirmation")) return err(q404, "missing field `toolConfirmation`");
        }
      }
      else return err(q404, "unknown field `" + k402 + "`" + ", expected one of `appearance`, `defaults`, `permissions`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "appearance")) return err(p, "missing field `appearance`");
    if (!Object.prototype.hasOwnProperty.call(x, "defaults")) return err(p, "missing field `defaults`");
    if (!Object.prototype.hasOwnProperty.call(x, "permissions")) return err(p, "missing field `permissions`");
  }
  return undefined;
}

function v_SettingsAppearance(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k419 of Object.keys(x)) {
      const v420 = x[k419];
      const q421 = key(p, k419);
      if (k419 === "theme") {
        { const e422 = v_ThemeSettingsField(v420, q421); if (e422) return e422; }
      }
      else if (k419 === "motion") {
        { const e423 = v_MotionSettingsField(v420, q421); if (e423) return e423; }
      }
      else return err(q421, "unknown field `" + k419 + "`" + ", expected one of `theme`, `motion`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "theme")) return err(p, "missing field `theme`");
    if (!Object.prototype.hasOwnProperty.call(x, "motion")) return err(p, "missing field `motion`");
  }
  return undefined;
}

function v_SettingsDefaults(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k424 of Object.keys(x)) {
      const v425 = x[k424];
      const q426 = key(p, k424);
      if (k424 === "model") {
        { const e427 = v_ModelSettingsField(v425, q426); if (e427) return e427; }
      }
      else if (k424 === "effort") {
        { const e428 = v_EffortSettingsField(v425, q426); if (e428) return e428; }
      }
      else return err(q426, "unknown field `" + k424 + "`" + ", expected one of `model`, `effort`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
    if (!Object.prototype.hasOwnProperty.call(x, "effort")) return err(p, "missing field `effort`");
  }
  return undefined;
}

function v_SettingsPermissions(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k429 of Object.keys(x)) {
      const v430 = x[k429];
      const q431 = key(p, k429);
      if (k429 === "toolConfirmation") {
        { const e432 = v_ToolConfirmationSettingsField(v430, q431); if (e432) return e432; }
      }
      else return err(q431, "unknown field `" + k429 + "`" + ", expected one of `toolConfirmation`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "toolConfirmation")) return err(p, "missing field `toolConfirmation`");
  }
  return undefined;
}

function v_SettingsCurrentSession(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k433 of Object.keys(x)) {
      const v434 = x[k433];
      const q435 = key(p, k433);
      if (k433 === "model") {
        if (!(typeof v434 === "string")) return err(q435, "invalid type: " + kind(v434) + ", expected string");
      }
      else if (k433 === "effort") {
        { const e436 = v_EffortPreference(v434, q435); if (e436) return e436; }
      }
      else if (k433 === "overridesProjectEffort") {
        if (!(typeof v434 === "boolean")) return err(q435, "invalid type: " + kind(v434) + ", expected boolean");
      }
      else return err(q435, "unknown field `" + k433 + "`" + ", expected one of `model`, `effort`, `overridesProjectEffort`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
    if (!Object.prototype.hasOwnProperty.call(x, "effort")) return err(p, "missing field `effort`");
    if (!Object.prototype.hasOwnProperty.call(x, "overridesProjectEffort")) return err(p, "missing field `overridesProjectEffort`");
  }
  return undefined;
}

function v_SettingsDiagnostic(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k437 of Object.keys(x)) {
      const v438 = x[k437];
      const q439 = key(p, k437);
      if (k437 === "code") {
        if (!(typeof v438 === "string")) return err(q439, "invalid type: " + kind(v438) + ", expected string");
      }
      else if (k437 === "message") {
        if (!(typeof v438 === "string")) return err(q439, "invalid type: " + kind(v438) + ", expected string");
      }
      else return err(q439, "unknown field `" + k437 + "`" + ", expected one of `code`, `message`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "code")) return err(p, "missing field `code`");
    if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
  }
  return undefined;
}

function v_RuntimeEventPayload(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k440 of Object.keys(x)) {
      const v441 = x[k440];
      const q442 = key(p, k440);
      if (k440 === "eventType") {
        if (!(typeof v441 === "string")) return err(q442, "invalid type: " + kind(v441) + ", expected string");
        if (typeof v441 === "string") {
          const n443 = chars(v441);
          if (n443 < 1) return err(q442, "string of length " + n443 + " is shorter than minLength 1");
        }
      }
      else if (k440 === "value") {
        if (!(isObject(v441))) return err(q442, "invalid type: " + kind(v441) + ", expected object");
      }
      else return err(q442, "unknown field `" + k440 + "`" + ", expected one of `eventType`, `value`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "eventType")) return err(p, "missing field `eventType`");
    if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
  }
  return undefined;
}

function v_ThreadEventPayload(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k444 of Object.keys(x)) {
      const v445 = x[k444];
      const q446 = key(p, k444);
      if (k444 === "sequence") {
        if (!(Number.isInteger(v445))) return err(q446, "invalid type: " + kind(v445) + ", expected integer");
        if (typeof v445 === "number") {
          if (v445 < 1) return err(q446, v445 + " is less than minimum 1");
        }
      }
      else if (k444 === "eventType") {
        if (!(typeof v445 === "string")) return err(q446, "invalid type: " + kind(v445) + ", expected string");
        if (typeof v445 === "string") {
          const n447 = chars(v445);
          if (n447 < 1) return err(q446, "string of length " + n447 + " is shorter than minLength 1");
        }
      }
      else if (k444 === "value") {
        if (!(isObject(v445))) return err(q446, "invalid type: " + kind(v445) + ", expected object");
      }
      else return err(q446, "unknown field `" + k444 + "`" + ", expected one of `sequence`, `eventType`, `value`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "sequence")) return err(p, "missing field `sequence`");
    if (!Object.prototype.hasOwnProperty.call(x, "eventType")) return err(p, "missing field `eventType`");
    if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
  }
  return undefined;
}

function v_WorkbenchStatePayload(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k448 of Object.keys(x)) {
      const v449 = x[k448];
      const q450 = key(p, k448);
      if (k448 === "workspace") {
        if (!(typeof v449 === "string")) return err(q450, "invalid type: " + kind(v449) + ", expected string");
      }
      else if (k448 === "activeSessionId") {
        if (!(typeof v449 === "string" || v449 === null)) return err(q450, "invalid type: " + kind(v449) + ", expected string or null");
      }
      else return err(q450, "unknown field `" + k448 + "`" + ", expected one of `workspace`, `activeSessionId`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "workspace")) return err(p, "missing field `workspace`");
    if (!Object.prototype.hasOwnProperty.call(x, "activeSessionId")) return err(p, "missing field `activeSessionId`");
  }
  return undefined;
}

function v_SettingsInvalidatedPayload(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k451 of Object.keys(x)) {
      const v452 = x[k451];
      const q453 = key(p, k451);
      if (k451 === "revision") {
        { const e454 = v_SettingsRevision(v452, q453); if (e454) return e454; }
      }
      else if (k451 === "reason") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
        if (!["local-write", "external-edit", "workspace-change"].some((v) => equal(v, v452))) return err(q453, "unknown variant " + kind(v452) + ", expected one of `local-write`, `external-edit`, `workspace-change`");
      }
      else if (k451 === "state") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
        if (!["ready", "invalid"].some((v) => equal(v, v452))) return err(q453, "unknown variant " + kind(v452) + ", expected one of `ready`, `invalid`");
      }
      else return err(q453, "unknown field `" + k451 + "`" + ", expected one of `revision`, `reason`, `state`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "revision")) return err(p, "missing field `revision`");
    if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
    if (!Object.prototype.hasOwnProperty.call(x, "state")) return err(p, "missing field `state`");
  }
  return undefined;
}

function v_ReplayResetPayload(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k455 of Object.keys(x)) {
      const v456 = x[k455];
      const q457 = key(p, k455);
      if (k455 === "reason") {
        if (!(typeof v456 === "string")) return err(q457, "invalid type: " + kind(v456) + ", expected string");
      }
      else if (k455 === "snapshotRequired") {
        if (!(typeof v456 === "boolean")) return err(q457, "invalid type: " + kind(v456) + ", expected boolean");
        if (v456 !== true) return err(q457, "invalid value: " + kind(v456) + ", expected the constant " + "true");
      }
      else return err(q457, "unknown field `" + k455 + "`" + ", expected one of `reason`, `snapshotRequired`");
    }
    if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
    if (!Object.prototype.hasOwnProperty.call(x, "snapshotRequired")) return err(p, "missing field `snapshotRequired`");
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

/** Validates a value as a `BootstrapCapabilities`. */
export function validateBootstrapCapabilities(value) {
  return result(v_BootstrapCapabilities(value, ""), value);
}

/** Whether a value is a `BootstrapCapabilities`. */
export function isBootstrapCapabilities(value) {
  return v_BootstrapCapabilities(value, "") === undefined;
}

/** Validates a value as a `DiagnosticsResponse`. */
export function validateDiagnosticsResponse(value) {
  return result(v_DiagnosticsResponse(value, ""), value);
}

/** Whether a value is a `DiagnosticsResponse`. */
export function isDiagnosticsResponse(value) {
  return v_DiagnosticsResponse(value, "") === undefined;
}

/** Validates a value as a `OpenSettingsDocumentRequest`. */
export function validateOpenSettingsDocumentRequest(value) {
  return result(v_OpenSettingsDocumentRequest(value, ""), value);
}

/** Whether a value is a `OpenSettingsDocumentRequest`. */
export function isOpenSettingsDocumentRequest(value) {
  return v_OpenSettingsDocumentRequest(value, "") === undefined;
}

/** Validates a value as a `OpenSettingsDocumentResponse`. */
export function validateOpenSettingsDocumentResponse(value) {
  return result(v_OpenSettingsDocumentResponse(value, ""), value);
}

/** Whether a value is a `OpenSettingsDocumentResponse`. */
export function isOpenSettingsDocumentResponse(value) {
  return v_OpenSettingsDocumentResponse(value, "") === undefined;
}

/** Validates a value as a `SettingsSections`. */
export function validateSettingsSections(value) {
  return result(v_SettingsSections(value, ""), value);
}

/** Whether a value is a `SettingsSections`. */
export function isSettingsSections(value) {
  return v_SettingsSections(value, "") === undefined;
}

/** Validates a value as a `SettingsAppearance`. */
export function validateSettingsAppearance(value) {
  return result(v_SettingsAppearance(value, ""), value);
}

/** Whether a value is a `SettingsAppearance`. */
export function isSettingsAppearance(value) {
  return v_SettingsAppearance(value, "") === undefined;
}

/** Validates a value as a `SettingsDefaults`. */
export function validateSettingsDefaults(value) {
  return result(v_SettingsDefaults(value, ""), value);
}

/** Whether a value is a `SettingsDefaults`. */
export function isSettingsDefaults(value) {
  return v_SettingsDefaults(value, "") === undefined;
}

/** Validates a value as a `SettingsPermissions`. */
export function validateSettingsPermissions(value) {
  return result(v_SettingsPermissions(value, ""), value);
}

/** Whether a value is a `SettingsPermissions`. */
export function isSettingsPermissions(value) {
  return v_SettingsPermissions(value, "") === undefined;
}

/** Validates a value as a `SettingsCurrentSession`. */
export function validateSettingsCurrentSession(value) {
  return result(v_SettingsCurrentSession(value, ""), value);
}

/** Whether a value is a `SettingsCurrentSession`. */
export function isSettingsCurrentSession(value) {
  return v_SettingsCurrentSession(value, "") === undefined;
}

/** Validates a value as a `SettingsDiagnostic`. */
export function validateSettingsDiagnostic(value) {
  return result(v_SettingsDiagnostic(value, ""), value);
}

/** Whether a value is a `SettingsDiagnostic`. */
export function isSettingsDiagnostic(value) {
  return v_SettingsDiagnostic(value, "") === undefined;
}

/** Validates a value as a `RuntimeEventPayload`. */
export function validateRuntimeEventPayload(value) {
  return result(v_RuntimeEventPayload(value, ""), value);
}

/** Whether a value is a `RuntimeEventPayload`. */
export function isRuntimeEventPayload(value) {
  return v_RuntimeEventPayload(value, "") === undefined;
}

/** Validates a value as a `ThreadEventPayload`. */
export function validateThreadEventPayload(value) {
  return result(v_ThreadEventPayload(value, ""), value);
}

/** Whether a value is a `ThreadEventPayload`. */
export function isThreadEventPayload(value) {
  return v_ThreadEventPayload(value, "") === undefined;
}

/** Validates a value as a `WorkbenchStatePayload`. */
export function validateWorkbenchStatePayload(value) {
  return result(v_WorkbenchStatePayload(value, ""), value);
}

/** Whether a value is a `WorkbenchStatePayload`. */
export function isWorkbenchStatePayload(value) {
  return v_WorkbenchStatePayload(value, "") === undefined;
}

/** Validates a value as a `SettingsInvalidatedPayload`. */
export function validateSettingsInvalidatedPayload(value) {
  return result(v_SettingsInvalidatedPayload(value, ""), value);
}

/** Whether a value is a `SettingsInvalidatedPayload`. */
export function isSettingsInvalidatedPayload(value) {
  return v_SettingsInvalidatedPayload(value, "") === undefined;
}

/** Validates a value as a `ReplayResetPayload`. */
export function validateReplayResetPayload(value) {
  return result(v_ReplayResetPayload(value, ""), value);
}

/** Whether a value is a `ReplayResetPayload`. */
export function isReplayResetPayload(value) {
  return v_ReplayResetPayload(value, "") === undefined;
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
