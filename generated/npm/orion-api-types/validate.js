// Orion Code Local Web API v0.3.0: TypeScript types generated from orion-api-types.
// Do not edit: run `cargo run -p codegen -- generate`.

// Run-time validators compiled from the package's JSON Schemas; no dependencies.

function err(path, message) {
  return { path, message };
}

function within(e, path) {
  e.path = path.concat(e.path);
  return e;
}

function spell(path) {
  let s = "";
  for (const seg of path) s += typeof seg === "number" ? "[" + seg + "]" : s === "" ? seg : "." + seg;
  return s;
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
  return e === undefined ? { ok: true, value } : { ok: false, errors: [{ path: spell(e.path) || "(root)", message: e.message }] };
}

function v_HealthResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k1 in x) {
      if (k1 === "ok") {
        const v2 = x["ok"];
        if (!(typeof v2 === "boolean")) return err([k1], "invalid type: " + kind(v2) + ", expected boolean");
        if (v2 !== true) return err([k1], "invalid value: " + kind(v2) + ", expected the constant " + "true");
      }
      else if (k1 === "version") {
        const v2 = x["version"];
        if (!(typeof v2 === "string")) return err([k1], "invalid type: " + kind(v2) + ", expected string");
      }
      else return err([k1], "unknown field `" + k1 + "`" + ", expected one of `ok`, `version`");
    }
    if (x["ok"] === undefined) return err([], "missing field `ok`");
    if (x["version"] === undefined) return err([], "missing field `version`");
  }
  return undefined;
}

function v_BootstrapResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k3 in x) {
      if (k3 === "apiVersion") {
        const v4 = x["apiVersion"];
        if (!(Number.isInteger(v4))) return err([k3], "invalid type: " + kind(v4) + ", expected integer");
        if (v4 !== 1) return err([k3], "invalid value: " + kind(v4) + ", expected the constant " + "1");
      }
      else if (k3 === "productVersion") {
        const v4 = x["productVersion"];
        if (!(typeof v4 === "string")) return err([k3], "invalid type: " + kind(v4) + ", expected string");
      }
      else if (k3 === "nonce") {
        const v4 = x["nonce"];
        if (!(typeof v4 === "string")) return err([k3], "invalid type: " + kind(v4) + ", expected string");
        {
          if (v4.length < 64 && chars(v4) < 32) return err([k3], "string of length " + chars(v4) + " is shorter than minLength 32");
        }
      }
      else if (k3 === "workspace") {
        const v4 = x["workspace"];
        if (!(typeof v4 === "string")) return err([k3], "invalid type: " + kind(v4) + ", expected string");
      }
      else if (k3 === "configured") {
        const v4 = x["configured"];
        if (!(typeof v4 === "boolean")) return err([k3], "invalid type: " + kind(v4) + ", expected boolean");
      }
      else if (k3 === "activeSessionId") {
        const v4 = x["activeSessionId"];
        if (!(typeof v4 === "string" || v4 === null)) return err([k3], "invalid type: " + kind(v4) + ", expected string or null");
      }
      else if (k3 === "settings") {
        const v4 = x["settings"];
        { const e5 = v_SettingsDocument(v4); if (e5) return within(e5, [k3]); }
      }
      else if (k3 === "capabilities") {
        const v4 = x["capabilities"];
        if (!(isObject(v4))) return err([k3], "invalid type: " + kind(v4) + ", expected object");
        {
          for (const k6 in v4) {
            if (k6 === "goal") {
              const v7 = v4["goal"];
              if (!(typeof v7 === "boolean")) return err([k3, k6], "invalid type: " + kind(v7) + ", expected boolean");
            }
            else if (k6 === "plan") {
              const v7 = v4["plan"];
              if (!(typeof v7 === "boolean")) return err([k3, k6], "invalid type: " + kind(v7) + ", expected boolean");
            }
            else if (k6 === "skills") {
              const v7 = v4["skills"];
              if (!(typeof v7 === "boolean")) return err([k3, k6], "invalid type: " + kind(v7) + ", expected boolean");
            }
            else if (k6 === "mcp") {
              const v7 = v4["mcp"];
              if (!(typeof v7 === "boolean")) return err([k3, k6], "invalid type: " + kind(v7) + ", expected boolean");
            }
            else if (k6 === "diagnostics") {
              const v7 = v4["diagnostics"];
              if (!(typeof v7 === "boolean")) return err([k3, k6], "invalid type: " + kind(v7) + ", expected boolean");
            }
            else return err([k3, k6], "unknown field `" + k6 + "`" + ", expected one of `goal`, `plan`, `skills`, `mcp`, `diagnostics`");
          }
          if (v4["goal"] === undefined) return err([k3], "missing field `goal`");
          if (v4["plan"] === undefined) return err([k3], "missing field `plan`");
          if (v4["skills"] === undefined) return err([k3], "missing field `skills`");
          if (v4["mcp"] === undefined) return err([k3], "missing field `mcp`");
          if (v4["diagnostics"] === undefined) return err([k3], "missing field `diagnostics`");
        }
      }
      else return err([k3], "unknown field `" + k3 + "`" + ", expected one of `apiVersion`, `productVersion`, `nonce`, `workspace`, `configured`, `activeSessionId`, `settings`, `capabilities`");
    }
    if (x["apiVersion"] === undefined) return err([], "missing field `apiVersion`");
    if (x["productVersion"] === undefined) return err([], "missing field `productVersion`");
    if (x["nonce"] === undefined) return err([], "missing field `nonce`");
    if (x["workspace"] === undefined) return err([], "missing field `workspace`");
    if (x["configured"] === undefined) return err([], "missing field `configured`");
    if (x["settings"] === undefined) return err([], "missing field `settings`");
    if (x["capabilities"] === undefined) return err([], "missing field `capabilities`");
  }
  return undefined;
}

function v_MutationRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k8 in x) {
      if (k8 === "requestId") {
        const v9 = x["requestId"];
        { const e10 = v_RequestId(v9); if (e10) return within(e10, [k8]); }
      }
      else return err([k8], "unknown field `" + k8 + "`" + ", expected one of `requestId`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
  }
  return undefined;
}

function v_RequestId(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  {
    if (x.length < 2 && chars(x) < 1) return err([], "string of length " + chars(x) + " is shorter than minLength 1");
    if (x.length > 128 && chars(x) > 128) return err([], "string of length " + chars(x) + " is longer than maxLength 128");
  }
  return undefined;
}

function v_ActivateWorkspaceRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k11 in x) {
      if (k11 === "requestId") {
        const v12 = x["requestId"];
        { const e13 = v_RequestId(v12); if (e13) return within(e13, [k11]); }
      }
      else if (k11 === "path") {
        const v12 = x["path"];
        if (!(typeof v12 === "string")) return err([k11], "invalid type: " + kind(v12) + ", expected string");
        {
          if (v12.length < 2 && chars(v12) < 1) return err([k11], "string of length " + chars(v12) + " is shorter than minLength 1");
          if (v12.length > 4096 && chars(v12) > 4096) return err([k11], "string of length " + chars(v12) + " is longer than maxLength 4096");
        }
      }
      else return err([k11], "unknown field `" + k11 + "`" + ", expected one of `requestId`, `path`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["path"] === undefined) return err([], "missing field `path`");
  }
  return undefined;
}

function v_CreateSessionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k14 in x) {
      if (k14 === "requestId") {
        const v15 = x["requestId"];
        { const e16 = v_RequestId(v15); if (e16) return within(e16, [k14]); }
      }
      else if (k14 === "name") {
        const v15 = x["name"];
        if (!(typeof v15 === "string")) return err([k14], "invalid type: " + kind(v15) + ", expected string");
        {
          if (v15.length < 2 && chars(v15) < 1) return err([k14], "string of length " + chars(v15) + " is shorter than minLength 1");
          if (v15.length > 120 && chars(v15) > 120) return err([k14], "string of length " + chars(v15) + " is longer than maxLength 120");
        }
      }
      else return err([k14], "unknown field `" + k14 + "`" + ", expected one of `requestId`, `name`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
  }
  return undefined;
}

function v_RenameSessionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k17 in x) {
      if (k17 === "requestId") {
        const v18 = x["requestId"];
        { const e19 = v_RequestId(v18); if (e19) return within(e19, [k17]); }
      }
      else if (k17 === "name") {
        const v18 = x["name"];
        if (!(typeof v18 === "string")) return err([k17], "invalid type: " + kind(v18) + ", expected string");
        {
          if (v18.length < 2 && chars(v18) < 1) return err([k17], "string of length " + chars(v18) + " is shorter than minLength 1");
          if (v18.length > 120 && chars(v18) > 120) return err([k17], "string of length " + chars(v18) + " is longer than maxLength 120");
        }
      }
      else return err([k17], "unknown field `" + k17 + "`" + ", expected one of `requestId`, `name`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["name"] === undefined) return err([], "missing field `name`");
  }
  return undefined;
}

function v_WorkspaceSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k20 in x) {
      if (k20 === "path") {
        const v21 = x["path"];
        if (!(typeof v21 === "string")) return err([k20], "invalid type: " + kind(v21) + ", expected string");
      }
      else if (k20 === "label") {
        const v21 = x["label"];
        if (!(typeof v21 === "string")) return err([k20], "invalid type: " + kind(v21) + ", expected string");
      }
      else if (k20 === "active") {
        const v21 = x["active"];
        if (!(typeof v21 === "boolean")) return err([k20], "invalid type: " + kind(v21) + ", expected boolean");
      }
      else if (k20 === "sessionCount") {
        const v21 = x["sessionCount"];
        if (!(Number.isInteger(v21))) return err([k20], "invalid type: " + kind(v21) + ", expected integer");
        {
          if (v21 < 0) return err([k20], v21 + " is less than minimum 0");
        }
      }
      else return err([k20], "unknown field `" + k20 + "`" + ", expected one of `path`, `label`, `active`, `sessionCount`");
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["label"] === undefined) return err([], "missing field `label`");
    if (x["active"] === undefined) return err([], "missing field `active`");
    if (x["sessionCount"] === undefined) return err([], "missing field `sessionCount`");
  }
  return undefined;
}

function v_WorkspacePage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k22 in x) {
      if (k22 === "items") {
        const v23 = x["items"];
        if (!(Array.isArray(v23))) return err([k22], "invalid type: " + kind(v23) + ", expected array");
        {
          for (let i24 = 0; i24 < v23.length; i24++) {
            const v25 = v23[i24];
            { const e26 = v_WorkspaceSummary(v25); if (e26) return within(e26, [k22, i24]); }
          }
          if (v23.length > 100) return err([k22], "array has more than maxItems 100");
        }
      }
      else if (k22 === "nextCursor") {
        const v23 = x["nextCursor"];
        if (!(typeof v23 === "string" || v23 === null)) return err([k22], "invalid type: " + kind(v23) + ", expected string or null");
      }
      else return err([k22], "unknown field `" + k22 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
    if (x["nextCursor"] === undefined) return err([], "missing field `nextCursor`");
  }
  return undefined;
}

function v_WorkspaceMutationResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k27 in x) {
      if (k27 === "requestId") {
        const v28 = x["requestId"];
        { const e29 = v_RequestId(v28); if (e29) return within(e29, [k27]); }
      }
      else if (k27 === "active") {
        const v28 = x["active"];
        if (!(typeof v28 === "string")) return err([k27], "invalid type: " + kind(v28) + ", expected string");
      }
      else if (k27 === "page") {
        const v28 = x["page"];
        { const e30 = v_WorkspacePage(v28); if (e30) return within(e30, [k27]); }
      }
      else return err([k27], "unknown field `" + k27 + "`" + ", expected one of `requestId`, `active`, `page`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["active"] === undefined) return err([], "missing field `active`");
    if (x["page"] === undefined) return err([], "missing field `page`");
  }
  return undefined;
}

function v_SessionSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k31 in x) {
      if (k31 === "id") {
        const v32 = x["id"];
        if (!(typeof v32 === "string")) return err([k31], "invalid type: " + kind(v32) + ", expected string");
      }
      else if (k31 === "projectPath") {
        const v32 = x["projectPath"];
        if (!(typeof v32 === "string")) return err([k31], "invalid type: " + kind(v32) + ", expected string");
      }
      else if (k31 === "name") {
        const v32 = x["name"];
        if (!(typeof v32 === "string")) return err([k31], "invalid type: " + kind(v32) + ", expected string");
      }
      else if (k31 === "model") {
        const v32 = x["model"];
        if (!(typeof v32 === "string")) return err([k31], "invalid type: " + kind(v32) + ", expected string");
      }
      else if (k31 === "createdAt") {
        const v32 = x["createdAt"];
        if (!(typeof v32 === "string")) return err([k31], "invalid type: " + kind(v32) + ", expected string");
      }
      else if (k31 === "updatedAt") {
        const v32 = x["updatedAt"];
        if (!(typeof v32 === "string")) return err([k31], "invalid type: " + kind(v32) + ", expected string");
      }
      else if (k31 === "messageCount") {
        const v32 = x["messageCount"];
        if (!(Number.isInteger(v32))) return err([k31], "invalid type: " + kind(v32) + ", expected integer");
        {
          if (v32 < 0) return err([k31], v32 + " is less than minimum 0");
        }
      }
      else if (k31 === "taskSummary") {
        const v32 = x["taskSummary"];
        if (!(typeof v32 === "string")) return err([k31], "invalid type: " + kind(v32) + ", expected string");
      }
      else if (k31 === "activeGoalId") {
        const v32 = x["activeGoalId"];
        if (!(typeof v32 === "string")) return err([k31], "invalid type: " + kind(v32) + ", expected string");
      }
      else if (k31 === "activeGoalObjective") {
        const v32 = x["activeGoalObjective"];
        if (!(typeof v32 === "string")) return err([k31], "invalid type: " + kind(v32) + ", expected string");
      }
      else return err([k31], "unknown field `" + k31 + "`" + ", expected one of `id`, `projectPath`, `name`, `model`, `createdAt`, `updatedAt`, `messageCount`, `taskSummary`, `activeGoalId`, `activeGoalObjective`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["projectPath"] === undefined) return err([], "missing field `projectPath`");
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["createdAt"] === undefined) return err([], "missing field `createdAt`");
    if (x["updatedAt"] === undefined) return err([], "missing field `updatedAt`");
    if (x["messageCount"] === undefined) return err([], "missing field `messageCount`");
  }
  return undefined;
}

function v_SessionPage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k33 in x) {
      if (k33 === "items") {
        const v34 = x["items"];
        if (!(Array.isArray(v34))) return err([k33], "invalid type: " + kind(v34) + ", expected array");
        {
          for (let i35 = 0; i35 < v34.length; i35++) {
            const v36 = v34[i35];
            { const e37 = v_SessionSummary(v36); if (e37) return within(e37, [k33, i35]); }
          }
          if (v34.length > 100) return err([k33], "array has more than maxItems 100");
        }
      }
      else if (k33 === "nextCursor") {
        const v34 = x["nextCursor"];
        if (!(typeof v34 === "string" || v34 === null)) return err([k33], "invalid type: " + kind(v34) + ", expected string or null");
      }
      else return err([k33], "unknown field `" + k33 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
    if (x["nextCursor"] === undefined) return err([], "missing field `nextCursor`");
  }
  return undefined;
}

function v_SessionMutationResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k38 in x) {
      if (k38 === "requestId") {
        const v39 = x["requestId"];
        { const e40 = v_RequestId(v39); if (e40) return within(e40, [k38]); }
      }
      else if (k38 === "session") {
        const v39 = x["session"];
        { const e41 = v_SessionSummary(v39); if (e41) return within(e41, [k38]); }
      }
      else return err([k38], "unknown field `" + k38 + "`" + ", expected one of `requestId`, `session`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_TranscriptMessage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k42 in x) {
      if (k42 === "id") {
        const v43 = x["id"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
      }
      else if (k42 === "role") {
        const v43 = x["role"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
        if (v43 !== "system" && v43 !== "user" && v43 !== "assistant" && v43 !== "tool") return err([k42], "unknown variant " + kind(v43) + ", expected one of `system`, `user`, `assistant`, `tool`");
      }
      else if (k42 === "content") {
        const v43 = x["content"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
      }
      else if (k42 === "timestamp") {
        const v43 = x["timestamp"];
        if (!(typeof v43 === "number")) return err([k42], "invalid type: " + kind(v43) + ", expected number");
        {
          if (v43 < 0) return err([k42], v43 + " is less than minimum 0");
        }
      }
      else if (k42 === "modelVisibleContent") {
        const v43 = x["modelVisibleContent"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
      }
      else if (k42 === "toolCallId") {
        const v43 = x["toolCallId"];
        if (!(typeof v43 === "string")) return err([k42], "invalid type: " + kind(v43) + ", expected string");
      }
      else if (k42 === "tool_calls") {
        const v43 = x["tool_calls"];
        if (!(Array.isArray(v43))) return err([k42], "invalid type: " + kind(v43) + ", expected array");
        {
          for (let i44 = 0; i44 < v43.length; i44++) {
            const v45 = v43[i44];
          }
        }
      }
      else if (k42 === "appliedSkills") {
        const v43 = x["appliedSkills"];
        if (!(Array.isArray(v43))) return err([k42], "invalid type: " + kind(v43) + ", expected array");
        {
          for (let i46 = 0; i46 < v43.length; i46++) {
            const v47 = v43[i46];
            if (!(typeof v47 === "string")) return err([k42, i46], "invalid type: " + kind(v47) + ", expected string");
          }
        }
      }
      else return err([k42], "unknown field `" + k42 + "`" + ", expected one of `id`, `role`, `content`, `timestamp`, `modelVisibleContent`, `toolCallId`, `tool_calls`, `appliedSkills`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["role"] === undefined) return err([], "missing field `role`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["timestamp"] === undefined) return err([], "missing field `timestamp`");
  }
  return undefined;
}

function v_TranscriptPage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k48 in x) {
      if (k48 === "items") {
        const v49 = x["items"];
        if (!(Array.isArray(v49))) return err([k48], "invalid type: " + kind(v49) + ", expected array");
        {
          for (let i50 = 0; i50 < v49.length; i50++) {
            const v51 = v49[i50];
            { const e52 = v_TranscriptMessage(v51); if (e52) return within(e52, [k48, i50]); }
          }
          if (v49.length > 100) return err([k48], "array has more than maxItems 100");
        }
      }
      else if (k48 === "nextCursor") {
        const v49 = x["nextCursor"];
        if (!(typeof v49 === "string" || v49 === null)) return err([k48], "invalid type: " + kind(v49) + ", expected string or null");
      }
      else return err([k48], "unknown field `" + k48 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
    if (x["nextCursor"] === undefined) return err([], "missing field `nextCursor`");
  }
  return undefined;
}

function v_GoalView(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k53 in x) {
      if (k53 === "authority") {
        const v54 = x["authority"];
        if (!(typeof v54 === "string")) return err([k53], "invalid type: " + kind(v54) + ", expected string");
        if (v54 !== "turn_commit") return err([k53], "invalid value: " + kind(v54) + ", expected the constant " + "\"turn_commit\"");
      }
      else if (k53 === "digest") {
        const v54 = x["digest"];
        if (!(typeof v54 === "string")) return err([k53], "invalid type: " + kind(v54) + ", expected string");
        {
          if (v54.length < 2 && chars(v54) < 1) return err([k53], "string of length " + chars(v54) + " is shorter than minLength 1");
        }
      }
      else if (k53 === "state") {
        const v54 = x["state"];
      }
      else return err([k53], "unknown field `" + k53 + "`" + ", expected one of `authority`, `digest`, `state`");
    }
    if (x["authority"] === undefined) return err([], "missing field `authority`");
    if (x["digest"] === undefined) return err([], "missing field `digest`");
    if (x["state"] === undefined) return err([], "missing field `state`");
  }
  return undefined;
}

function v_PlanView(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k55 in x) {
      if (k55 === "body") {
        const v56 = x["body"];
        if (!(typeof v56 === "string")) return err([k55], "invalid type: " + kind(v56) + ", expected string");
        {
          if (v56.length < 2 && chars(v56) < 1) return err([k55], "string of length " + chars(v56) + " is shorter than minLength 1");
        }
      }
      else if (k55 === "returnMode") {
        const v56 = x["returnMode"];
        if (!(typeof v56 === "string")) return err([k55], "invalid type: " + kind(v56) + ", expected string");
        if (v56 !== "build" && v56 !== "auto") return err([k55], "unknown variant " + kind(v56) + ", expected one of `build`, `auto`");
      }
      else if (k55 === "digest") {
        const v56 = x["digest"];
        if (!(typeof v56 === "string")) return err([k55], "invalid type: " + kind(v56) + ", expected string");
        {
          if (v56.length < 2 && chars(v56) < 1) return err([k55], "string of length " + chars(v56) + " is shorter than minLength 1");
        }
      }
      else return err([k55], "unknown field `" + k55 + "`" + ", expected one of `body`, `returnMode`, `digest`");
    }
    if (x["body"] === undefined) return err([], "missing field `body`");
    if (x["returnMode"] === undefined) return err([], "missing field `returnMode`");
    if (x["digest"] === undefined) return err([], "missing field `digest`");
  }
  return undefined;
}

function v_PendingApproval(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k57 in x) {
      if (k57 === "id") {
        const v58 = x["id"];
        if (!(typeof v58 === "string")) return err([k57], "invalid type: " + kind(v58) + ", expected string");
      }
      else if (k57 === "toolName") {
        const v58 = x["toolName"];
        if (!(typeof v58 === "string")) return err([k57], "invalid type: " + kind(v58) + ", expected string");
      }
      else if (k57 === "reason") {
        const v58 = x["reason"];
        if (!(typeof v58 === "string")) return err([k57], "invalid type: " + kind(v58) + ", expected string");
      }
      else if (k57 === "sanitizedArguments") {
        const v58 = x["sanitizedArguments"];
        if (!(isObject(v58))) return err([k57], "invalid type: " + kind(v58) + ", expected object");
      }
      else if (k57 === "allowedScopes") {
        const v58 = x["allowedScopes"];
        if (!(Array.isArray(v58))) return err([k57], "invalid type: " + kind(v58) + ", expected array");
        {
          for (let i59 = 0; i59 < v58.length; i59++) {
            const v60 = v58[i59];
            if (!(typeof v60 === "string")) return err([k57, i59], "invalid type: " + kind(v60) + ", expected string");
            if (v60 !== "once" && v60 !== "project" && v60 !== "global") return err([k57, i59], "unknown variant " + kind(v60) + ", expected one of `once`, `project`, `global`");
          }
        }
        if (!equal(v58, ["once","project","global"])) return err([k57], "invalid value: " + kind(v58) + ", expected the constant " + "[\"once\",\"project\",\"global\"]");
      }
      else return err([k57], "unknown field `" + k57 + "`" + ", expected one of `id`, `toolName`, `reason`, `sanitizedArguments`, `allowedScopes`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["toolName"] === undefined) return err([], "missing field `toolName`");
    if (x["sanitizedArguments"] === undefined) return err([], "missing field `sanitizedArguments`");
    if (x["allowedScopes"] === undefined) return err([], "missing field `allowedScopes`");
  }
  return undefined;
}

function v_FollowupItem(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k61 in x) {
      if (k61 === "id") {
        const v62 = x["id"];
        if (!(typeof v62 === "string")) return err([k61], "invalid type: " + kind(v62) + ", expected string");
      }
      else if (k61 === "text") {
        const v62 = x["text"];
        if (!(typeof v62 === "string")) return err([k61], "invalid type: " + kind(v62) + ", expected string");
      }
      else if (k61 === "queuedAt") {
        const v62 = x["queuedAt"];
        if (!(typeof v62 === "number")) return err([k61], "invalid type: " + kind(v62) + ", expected number");
        {
          if (v62 < 0) return err([k61], v62 + " is less than minimum 0");
        }
      }
      else return err([k61], "unknown field `" + k61 + "`" + ", expected one of `id`, `text`, `queuedAt`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["text"] === undefined) return err([], "missing field `text`");
    if (x["queuedAt"] === undefined) return err([], "missing field `queuedAt`");
  }
  return undefined;
}

function v_SessionRuntimeSnapshot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k63 in x) {
      if (k63 === "active") {
        const v64 = x["active"];
        if (!(typeof v64 === "boolean")) return err([k63], "invalid type: " + kind(v64) + ", expected boolean");
      }
      else if (k63 === "processing") {
        const v64 = x["processing"];
        if (!(typeof v64 === "boolean")) return err([k63], "invalid type: " + kind(v64) + ", expected boolean");
      }
      else if (k63 === "agentMode") {
        const v64 = x["agentMode"];
        if (!(typeof v64 === "string")) return err([k63], "invalid type: " + kind(v64) + ", expected string");
      }
      else if (k63 === "permissionMode") {
        const v64 = x["permissionMode"];
        if (!(typeof v64 === "string")) return err([k63], "invalid type: " + kind(v64) + ", expected string");
      }
      else if (k63 === "status") {
        const v64 = x["status"];
        if (!(typeof v64 === "string")) return err([k63], "invalid type: " + kind(v64) + ", expected string");
      }
      else if (k63 === "followups") {
        const v64 = x["followups"];
        if (!(Array.isArray(v64))) return err([k63], "invalid type: " + kind(v64) + ", expected array");
        {
          for (let i65 = 0; i65 < v64.length; i65++) {
            const v66 = v64[i65];
            { const e67 = v_FollowupItem(v66); if (e67) return within(e67, [k63, i65]); }
          }
        }
      }
      else if (k63 === "followupLimit") {
        const v64 = x["followupLimit"];
        if (!(Number.isInteger(v64))) return err([k63], "invalid type: " + kind(v64) + ", expected integer");
        {
          if (v64 < 0) return err([k63], v64 + " is less than minimum 0");
        }
      }
      else if (k63 === "contextUsage") {
        const v64 = x["contextUsage"];
      }
      else if (k63 === "tokenUsage") {
        const v64 = x["tokenUsage"];
      }
      else return err([k63], "unknown field `" + k63 + "`" + ", expected one of `active`, `processing`, `agentMode`, `permissionMode`, `status`, `followups`, `followupLimit`, `contextUsage`, `tokenUsage`");
    }
    if (x["active"] === undefined) return err([], "missing field `active`");
    if (x["processing"] === undefined) return err([], "missing field `processing`");
    if (x["agentMode"] === undefined) return err([], "missing field `agentMode`");
    if (x["permissionMode"] === undefined) return err([], "missing field `permissionMode`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["followups"] === undefined) return err([], "missing field `followups`");
    if (x["followupLimit"] === undefined) return err([], "missing field `followupLimit`");
    if (x["contextUsage"] === undefined) return err([], "missing field `contextUsage`");
    if (x["tokenUsage"] === undefined) return err([], "missing field `tokenUsage`");
  }
  return undefined;
}

function v_SessionSnapshot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k68 in x) {
      if (k68 === "apiVersion") {
        const v69 = x["apiVersion"];
        if (!(Number.isInteger(v69))) return err([k68], "invalid type: " + kind(v69) + ", expected integer");
        if (v69 !== 1) return err([k68], "invalid value: " + kind(v69) + ", expected the constant " + "1");
      }
      else if (k68 === "session") {
        const v69 = x["session"];
        { const e70 = v_SessionSummary(v69); if (e70) return within(e70, [k68]); }
      }
      else if (k68 === "threadId") {
        const v69 = x["threadId"];
        if (!(typeof v69 === "string" || v69 === null)) return err([k68], "invalid type: " + kind(v69) + ", expected string or null");
      }
      else if (k68 === "threadCursor") {
        const v69 = x["threadCursor"];
        if (!(Number.isInteger(v69))) return err([k68], "invalid type: " + kind(v69) + ", expected integer");
        {
          if (v69 < 0) return err([k68], v69 + " is less than minimum 0");
        }
      }
      else if (k68 === "eventCursor") {
        const v69 = x["eventCursor"];
        if (!(Number.isInteger(v69))) return err([k68], "invalid type: " + kind(v69) + ", expected integer");
        {
          if (v69 < 0) return err([k68], v69 + " is less than minimum 0");
        }
      }
      else if (k68 === "projectionDigest") {
        const v69 = x["projectionDigest"];
        if (!(typeof v69 === "string")) return err([k68], "invalid type: " + kind(v69) + ", expected string");
      }
      else if (k68 === "threadStatus") {
        const v69 = x["threadStatus"];
        if (!(typeof v69 === "string")) return err([k68], "invalid type: " + kind(v69) + ", expected string");
        if (v69 !== "new" && v69 !== "active" && v69 !== "idle" && v69 !== "legacy") return err([k68], "unknown variant " + kind(v69) + ", expected one of `new`, `active`, `idle`, `legacy`");
      }
      else if (k68 === "activeTurnId") {
        const v69 = x["activeTurnId"];
        if (!(typeof v69 === "string")) return err([k68], "invalid type: " + kind(v69) + ", expected string");
      }
      else if (k68 === "transcript") {
        const v69 = x["transcript"];
        { const e71 = v_TranscriptPage(v69); if (e71) return within(e71, [k68]); }
      }
      else if (k68 === "runtime") {
        const v69 = x["runtime"];
        { const e72 = v_SessionRuntimeSnapshot(v69); if (e72) return within(e72, [k68]); }
      }
      else if (k68 === "pendingApprovals") {
        const v69 = x["pendingApprovals"];
        if (!(Array.isArray(v69))) return err([k68], "invalid type: " + kind(v69) + ", expected array");
        {
          for (let i73 = 0; i73 < v69.length; i73++) {
            const v74 = v69[i73];
            { const e75 = v_PendingApproval(v74); if (e75) return within(e75, [k68, i73]); }
          }
        }
      }
      else if (k68 === "goal") {
        const v69 = x["goal"];
        const e76 = (() => {
          {
            const u77 = [];
            const b78 = (() => {
              { const e79 = v_GoalView(v69); if (e79) return within(e79, [k68]); }
              return undefined;
            })();
            if (b78 === undefined) return undefined;
            u77.push(b78);
            const b80 = (() => {
              if (!(v69 === null)) return err([k68], "invalid type: " + kind(v69) + ", expected null");
              return undefined;
            })();
            if (b80 === undefined) return undefined;
            u77.push(b80);
            const u77d = u77.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u77d;
          }
        })();
        if (e76) return e76;
      }
      else if (k68 === "plan") {
        const v69 = x["plan"];
        const e81 = (() => {
          {
            const u82 = [];
            const b83 = (() => {
              { const e84 = v_PlanView(v69); if (e84) return within(e84, [k68]); }
              return undefined;
            })();
            if (b83 === undefined) return undefined;
            u82.push(b83);
            const b85 = (() => {
              if (!(v69 === null)) return err([k68], "invalid type: " + kind(v69) + ", expected null");
              return undefined;
            })();
            if (b85 === undefined) return undefined;
            u82.push(b85);
            const u82d = u82.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u82d;
          }
        })();
        if (e81) return e81;
      }
      else if (k68 === "recoveryDiagnostics") {
        const v69 = x["recoveryDiagnostics"];
        if (!(Array.isArray(v69))) return err([k68], "invalid type: " + kind(v69) + ", expected array");
        {
          for (let i86 = 0; i86 < v69.length; i86++) {
            const v87 = v69[i86];
          }
        }
      }
      else return err([k68], "unknown field `" + k68 + "`" + ", expected one of `apiVersion`, `session`, `threadId`, `threadCursor`, `eventCursor`, `projectionDigest`, `threadStatus`, `activeTurnId`, `transcript`, `runtime`, `pendingApprovals`, `goal`, `plan`, `recoveryDiagnostics`");
    }
    if (x["apiVersion"] === undefined) return err([], "missing field `apiVersion`");
    if (x["session"] === undefined) return err([], "missing field `session`");
    if (x["threadId"] === undefined) return err([], "missing field `threadId`");
    if (x["threadCursor"] === undefined) return err([], "missing field `threadCursor`");
    if (x["eventCursor"] === undefined) return err([], "missing field `eventCursor`");
    if (x["threadStatus"] === undefined) return err([], "missing field `threadStatus`");
    if (x["transcript"] === undefined) return err([], "missing field `transcript`");
    if (x["runtime"] === undefined) return err([], "missing field `runtime`");
    if (x["pendingApprovals"] === undefined) return err([], "missing field `pendingApprovals`");
    if (x["goal"] === undefined) return err([], "missing field `goal`");
    if (x["plan"] === undefined) return err([], "missing field `plan`");
    if (x["recoveryDiagnostics"] === undefined) return err([], "missing field `recoveryDiagnostics`");
  }
  return undefined;
}

function v_SkillSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k88 in x) {
      if (k88 === "id") {
        const v89 = x["id"];
        if (!(typeof v89 === "string")) return err([k88], "invalid type: " + kind(v89) + ", expected string");
      }
      else if (k88 === "name") {
        const v89 = x["name"];
        if (!(typeof v89 === "string")) return err([k88], "invalid type: " + kind(v89) + ", expected string");
      }
      else if (k88 === "description") {
        const v89 = x["description"];
        if (!(typeof v89 === "string")) return err([k88], "invalid type: " + kind(v89) + ", expected string");
      }
      else if (k88 === "providerId") {
        const v89 = x["providerId"];
        if (!(typeof v89 === "string")) return err([k88], "invalid type: " + kind(v89) + ", expected string");
      }
      else if (k88 === "sourceScope") {
        const v89 = x["sourceScope"];
        if (!(typeof v89 === "string")) return err([k88], "invalid type: " + kind(v89) + ", expected string");
        if (v89 !== "builtin" && v89 !== "user" && v89 !== "configured" && v89 !== "project" && v89 !== "remote") return err([k88], "unknown variant " + kind(v89) + ", expected one of `builtin`, `user`, `configured`, `project`, `remote`");
      }
      else if (k88 === "modelInvocable") {
        const v89 = x["modelInvocable"];
        if (!(typeof v89 === "boolean")) return err([k88], "invalid type: " + kind(v89) + ", expected boolean");
      }
      else if (k88 === "userInvocable") {
        const v89 = x["userInvocable"];
        if (!(typeof v89 === "boolean")) return err([k88], "invalid type: " + kind(v89) + ", expected boolean");
      }
      else if (k88 === "requestedCapabilities") {
        const v89 = x["requestedCapabilities"];
        if (!(Array.isArray(v89))) return err([k88], "invalid type: " + kind(v89) + ", expected array");
        {
          for (let i90 = 0; i90 < v89.length; i90++) {
            const v91 = v89[i90];
            if (!(typeof v91 === "string")) return err([k88, i90], "invalid type: " + kind(v91) + ", expected string");
          }
        }
      }
      else if (k88 === "digest") {
        const v89 = x["digest"];
        if (!(typeof v89 === "string")) return err([k88], "invalid type: " + kind(v89) + ", expected string");
      }
      else return err([k88], "unknown field `" + k88 + "`" + ", expected one of `id`, `name`, `description`, `providerId`, `sourceScope`, `modelInvocable`, `userInvocable`, `requestedCapabilities`, `digest`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["description"] === undefined) return err([], "missing field `description`");
    if (x["providerId"] === undefined) return err([], "missing field `providerId`");
    if (x["sourceScope"] === undefined) return err([], "missing field `sourceScope`");
    if (x["modelInvocable"] === undefined) return err([], "missing field `modelInvocable`");
    if (x["userInvocable"] === undefined) return err([], "missing field `userInvocable`");
    if (x["requestedCapabilities"] === undefined) return err([], "missing field `requestedCapabilities`");
    if (x["digest"] === undefined) return err([], "missing field `digest`");
  }
  return undefined;
}

function v_SkillPage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k92 in x) {
      if (k92 === "items") {
        const v93 = x["items"];
        if (!(Array.isArray(v93))) return err([k92], "invalid type: " + kind(v93) + ", expected array");
        {
          for (let i94 = 0; i94 < v93.length; i94++) {
            const v95 = v93[i94];
            { const e96 = v_SkillSummary(v95); if (e96) return within(e96, [k92, i94]); }
          }
          if (v93.length > 100) return err([k92], "array has more than maxItems 100");
        }
      }
      else if (k92 === "nextCursor") {
        const v93 = x["nextCursor"];
        if (!(typeof v93 === "string" || v93 === null)) return err([k92], "invalid type: " + kind(v93) + ", expected string or null");
      }
      else return err([k92], "unknown field `" + k92 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
    if (x["nextCursor"] === undefined) return err([], "missing field `nextCursor`");
  }
  return undefined;
}

function v_McpServerSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k97 in x) {
      if (k97 === "id") {
        const v98 = x["id"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
      }
      else if (k97 === "name") {
        const v98 = x["name"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
      }
      else if (k97 === "description") {
        const v98 = x["description"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
      }
      else if (k97 === "transport") {
        const v98 = x["transport"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
        if (v98 !== "stdio" && v98 !== "sse" && v98 !== "http" && v98 !== "streamable-http" && v98 !== "websocket") return err([k97], "unknown variant " + kind(v98) + ", expected one of `stdio`, `sse`, `http`, `streamable-http`, `websocket`");
      }
      else if (k97 === "tags") {
        const v98 = x["tags"];
        if (!(Array.isArray(v98))) return err([k97], "invalid type: " + kind(v98) + ", expected array");
        {
          for (let i99 = 0; i99 < v98.length; i99++) {
            const v100 = v98[i99];
            if (!(typeof v100 === "string")) return err([k97, i99], "invalid type: " + kind(v100) + ", expected string");
          }
        }
      }
      else if (k97 === "disabled") {
        const v98 = x["disabled"];
        if (!(typeof v98 === "boolean")) return err([k97], "invalid type: " + kind(v98) + ", expected boolean");
      }
      else if (k97 === "state") {
        const v98 = x["state"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
        if (v98 !== "dormant" && v98 !== "activating" && v98 !== "connected" && v98 !== "idle" && v98 !== "draining" && v98 !== "failed") return err([k97], "unknown variant " + kind(v98) + ", expected one of `dormant`, `activating`, `connected`, `idle`, `draining`, `failed`");
      }
      else if (k97 === "generation") {
        const v98 = x["generation"];
        if (!(Number.isInteger(v98))) return err([k97], "invalid type: " + kind(v98) + ", expected integer");
        {
          if (v98 < 0) return err([k97], v98 + " is less than minimum 0");
        }
      }
      else if (k97 === "toolCount") {
        const v98 = x["toolCount"];
        if (!(Number.isInteger(v98))) return err([k97], "invalid type: " + kind(v98) + ", expected integer");
        {
          if (v98 < 0) return err([k97], v98 + " is less than minimum 0");
        }
      }
      else if (k97 === "activeCallCount") {
        const v98 = x["activeCallCount"];
        if (!(Number.isInteger(v98))) return err([k97], "invalid type: " + kind(v98) + ", expected integer");
        {
          if (v98 < 0) return err([k97], v98 + " is less than minimum 0");
        }
      }
      else if (k97 === "failure") {
        const v98 = x["failure"];
        if (!(typeof v98 === "string")) return err([k97], "invalid type: " + kind(v98) + ", expected string");
      }
      else return err([k97], "unknown field `" + k97 + "`" + ", expected one of `id`, `name`, `description`, `transport`, `tags`, `disabled`, `state`, `generation`, `toolCount`, `activeCallCount`, `failure`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["transport"] === undefined) return err([], "missing field `transport`");
    if (x["tags"] === undefined) return err([], "missing field `tags`");
    if (x["disabled"] === undefined) return err([], "missing field `disabled`");
    if (x["state"] === undefined) return err([], "missing field `state`");
    if (x["generation"] === undefined) return err([], "missing field `generation`");
    if (x["toolCount"] === undefined) return err([], "missing field `toolCount`");
    if (x["activeCallCount"] === undefined) return err([], "missing field `activeCallCount`");
  }
  return undefined;
}

function v_McpPage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k101 in x) {
      if (k101 === "items") {
        const v102 = x["items"];
        if (!(Array.isArray(v102))) return err([k101], "invalid type: " + kind(v102) + ", expected array");
        {
          for (let i103 = 0; i103 < v102.length; i103++) {
            const v104 = v102[i103];
            { const e105 = v_McpServerSummary(v104); if (e105) return within(e105, [k101, i103]); }
          }
          if (v102.length > 100) return err([k101], "array has more than maxItems 100");
        }
      }
      else if (k101 === "nextCursor") {
        const v102 = x["nextCursor"];
        if (!(typeof v102 === "string" || v102 === null)) return err([k101], "invalid type: " + kind(v102) + ", expected string or null");
      }
      else return err([k101], "unknown field `" + k101 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
    if (x["nextCursor"] === undefined) return err([], "missing field `nextCursor`");
  }
  return undefined;
}

function v_ToolDetailSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k106 in x) {
      if (k106 === "callId") {
        const v107 = x["callId"];
        if (!(typeof v107 === "string")) return err([k106], "invalid type: " + kind(v107) + ", expected string");
      }
      else if (k106 === "sequence") {
        const v107 = x["sequence"];
        if (!(Number.isInteger(v107))) return err([k106], "invalid type: " + kind(v107) + ", expected integer");
        {
          if (v107 < 0) return err([k106], v107 + " is less than minimum 0");
        }
      }
      else if (k106 === "turnId") {
        const v107 = x["turnId"];
        if (!(typeof v107 === "string")) return err([k106], "invalid type: " + kind(v107) + ", expected string");
      }
      else if (k106 === "toolName") {
        const v107 = x["toolName"];
        if (!(typeof v107 === "string")) return err([k106], "invalid type: " + kind(v107) + ", expected string");
      }
      else if (k106 === "state") {
        const v107 = x["state"];
        if (!(typeof v107 === "string")) return err([k106], "invalid type: " + kind(v107) + ", expected string");
        if (v107 !== "success" && v107 !== "error" && v107 !== "skipped") return err([k106], "unknown variant " + kind(v107) + ", expected one of `success`, `error`, `skipped`");
      }
      else if (k106 === "outputBytes") {
        const v107 = x["outputBytes"];
        if (!(Number.isInteger(v107))) return err([k106], "invalid type: " + kind(v107) + ", expected integer");
        {
          if (v107 < 0) return err([k106], v107 + " is less than minimum 0");
        }
      }
      else if (k106 === "artifactId") {
        const v107 = x["artifactId"];
        if (!(typeof v107 === "string")) return err([k106], "invalid type: " + kind(v107) + ", expected string");
      }
      else if (k106 === "hasArtifact") {
        const v107 = x["hasArtifact"];
        if (!(typeof v107 === "boolean")) return err([k106], "invalid type: " + kind(v107) + ", expected boolean");
      }
      else return err([k106], "unknown field `" + k106 + "`" + ", expected one of `callId`, `sequence`, `turnId`, `toolName`, `state`, `outputBytes`, `artifactId`, `hasArtifact`");
    }
    if (x["callId"] === undefined) return err([], "missing field `callId`");
    if (x["sequence"] === undefined) return err([], "missing field `sequence`");
    if (x["toolName"] === undefined) return err([], "missing field `toolName`");
    if (x["state"] === undefined) return err([], "missing field `state`");
    if (x["outputBytes"] === undefined) return err([], "missing field `outputBytes`");
    if (x["hasArtifact"] === undefined) return err([], "missing field `hasArtifact`");
  }
  return undefined;
}

function v_ToolDetailSummaryPage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k108 in x) {
      if (k108 === "items") {
        const v109 = x["items"];
        if (!(Array.isArray(v109))) return err([k108], "invalid type: " + kind(v109) + ", expected array");
        {
          for (let i110 = 0; i110 < v109.length; i110++) {
            const v111 = v109[i110];
            { const e112 = v_ToolDetailSummary(v111); if (e112) return within(e112, [k108, i110]); }
          }
          if (v109.length > 100) return err([k108], "array has more than maxItems 100");
        }
      }
      else if (k108 === "nextCursor") {
        const v109 = x["nextCursor"];
        if (!(typeof v109 === "string" || v109 === null)) return err([k108], "invalid type: " + kind(v109) + ", expected string or null");
      }
      else return err([k108], "unknown field `" + k108 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
    if (x["nextCursor"] === undefined) return err([], "missing field `nextCursor`");
  }
  return undefined;
}

function v_ToolDetailPage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k113 in x) {
      if (k113 === "content") {
        const v114 = x["content"];
        if (!(typeof v114 === "string")) return err([k113], "invalid type: " + kind(v114) + ", expected string");
      }
      else if (k113 === "offsetBytes") {
        const v114 = x["offsetBytes"];
        if (!(Number.isInteger(v114))) return err([k113], "invalid type: " + kind(v114) + ", expected integer");
        {
          if (v114 < 0) return err([k113], v114 + " is less than minimum 0");
        }
      }
      else if (k113 === "nextOffsetBytes") {
        const v114 = x["nextOffsetBytes"];
        if (!(Number.isInteger(v114) || v114 === null)) return err([k113], "invalid type: " + kind(v114) + ", expected integer or null");
        if (typeof v114 === "number") {
          if (v114 < 0) return err([k113], v114 + " is less than minimum 0");
        }
      }
      else if (k113 === "totalBytes") {
        const v114 = x["totalBytes"];
        if (!(Number.isInteger(v114))) return err([k113], "invalid type: " + kind(v114) + ", expected integer");
        {
          if (v114 < 0) return err([k113], v114 + " is less than minimum 0");
        }
      }
      else if (k113 === "redacted") {
        const v114 = x["redacted"];
        if (!(typeof v114 === "boolean")) return err([k113], "invalid type: " + kind(v114) + ", expected boolean");
      }
      else return err([k113], "unknown field `" + k113 + "`" + ", expected one of `content`, `offsetBytes`, `nextOffsetBytes`, `totalBytes`, `redacted`");
    }
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["offsetBytes"] === undefined) return err([], "missing field `offsetBytes`");
    if (x["totalBytes"] === undefined) return err([], "missing field `totalBytes`");
    if (x["redacted"] === undefined) return err([], "missing field `redacted`");
  }
  return undefined;
}

function v_SettingsRevision(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  {
    if (!/^hmac-sha256:[a-f0-9]{64}$/u.test(x)) return err([], "string does not match pattern ^hmac-sha256:[a-f0-9]{64}$");
  }
  return undefined;
}

function v_SettingsFieldCommon(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k115 in x) {
      if (k115 === "source") {
        const v116 = x["source"];
        if (!(typeof v116 === "string")) return err([k115], "invalid type: " + kind(v116) + ", expected string");
        if (v116 !== "internal" && v116 !== "model" && v116 !== "global" && v116 !== "project" && v116 !== "session") return err([k115], "unknown variant " + kind(v116) + ", expected one of `internal`, `model`, `global`, `project`, `session`");
      }
      else if (k115 === "scope") {
        const v116 = x["scope"];
        if (!(typeof v116 === "string")) return err([k115], "invalid type: " + kind(v116) + ", expected string");
        if (v116 !== "global" && v116 !== "project" && v116 !== "session") return err([k115], "unknown variant " + kind(v116) + ", expected one of `global`, `project`, `session`");
      }
      else if (k115 === "applies") {
        const v116 = x["applies"];
        if (!(typeof v116 === "string")) return err([k115], "invalid type: " + kind(v116) + ", expected string");
        if (v116 !== "live" && v116 !== "next-logical-request" && v116 !== "new-session" && v116 !== "restart") return err([k115], "unknown variant " + kind(v116) + ", expected one of `live`, `next-logical-request`, `new-session`, `restart`");
      }
      else if (k115 === "overridden") {
        const v116 = x["overridden"];
        if (!(typeof v116 === "boolean")) return err([k115], "invalid type: " + kind(v116) + ", expected boolean");
      }
      else if (k115 === "writable") {
        const v116 = x["writable"];
        if (!(typeof v116 === "boolean")) return err([k115], "invalid type: " + kind(v116) + ", expected boolean");
      }
      else if (k115 === "blockedReason") {
        const v116 = x["blockedReason"];
        if (!(typeof v116 === "string")) return err([k115], "invalid type: " + kind(v116) + ", expected string");
        if (v116 !== "runtime_busy" && v116 !== "read_only" && v116 !== "invalid_document") return err([k115], "unknown variant " + kind(v116) + ", expected one of `runtime_busy`, `read_only`, `invalid_document`");
      }
    }
    if (x["source"] === undefined) return err([], "missing field `source`");
    if (x["scope"] === undefined) return err([], "missing field `scope`");
    if (x["applies"] === undefined) return err([], "missing field `applies`");
    if (x["overridden"] === undefined) return err([], "missing field `overridden`");
    if (x["writable"] === undefined) return err([], "missing field `writable`");
  }
  return undefined;
}

function v_ThemeSettingsField(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k117 in x) {
      if (k117 === "effectiveValue") {
        const v118 = x["effectiveValue"];
        if (!(typeof v118 === "string")) return err([k117], "invalid type: " + kind(v118) + ", expected string");
        if (v118 !== "system" && v118 !== "light" && v118 !== "dark") return err([k117], "unknown variant " + kind(v118) + ", expected one of `system`, `light`, `dark`");
      }
      else if (k117 === "explicitValue") {
        const v118 = x["explicitValue"];
        if (!(typeof v118 === "string")) return err([k117], "invalid type: " + kind(v118) + ", expected string");
        if (v118 !== "system" && v118 !== "light" && v118 !== "dark") return err([k117], "unknown variant " + kind(v118) + ", expected one of `system`, `light`, `dark`");
      }
      else if (k117 === "inheritedValue") {
        const v118 = x["inheritedValue"];
        if (!(typeof v118 === "string")) return err([k117], "invalid type: " + kind(v118) + ", expected string");
        if (v118 !== "system" && v118 !== "light" && v118 !== "dark") return err([k117], "unknown variant " + kind(v118) + ", expected one of `system`, `light`, `dark`");
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e119 = (() => {
    { const e120 = v_SettingsFieldCommon(x); if (e120) return e120; }
    return undefined;
  })();
  if (e119) return err([], e119.message);
  return undefined;
}

function v_MotionSettingsField(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k121 in x) {
      if (k121 === "effectiveValue") {
        const v122 = x["effectiveValue"];
        if (!(typeof v122 === "string")) return err([k121], "invalid type: " + kind(v122) + ", expected string");
        if (v122 !== "system" && v122 !== "reduced") return err([k121], "unknown variant " + kind(v122) + ", expected one of `system`, `reduced`");
      }
      else if (k121 === "explicitValue") {
        const v122 = x["explicitValue"];
        if (!(typeof v122 === "string")) return err([k121], "invalid type: " + kind(v122) + ", expected string");
        if (v122 !== "system" && v122 !== "reduced") return err([k121], "unknown variant " + kind(v122) + ", expected one of `system`, `reduced`");
      }
      else if (k121 === "inheritedValue") {
        const v122 = x["inheritedValue"];
        if (!(typeof v122 === "string")) return err([k121], "invalid type: " + kind(v122) + ", expected string");
        if (v122 !== "system" && v122 !== "reduced") return err([k121], "unknown variant " + kind(v122) + ", expected one of `system`, `reduced`");
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e123 = (() => {
    { const e124 = v_SettingsFieldCommon(x); if (e124) return e124; }
    return undefined;
  })();
  if (e123) return err([], e123.message);
  return undefined;
}

function v_ModelSettingsField(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k125 in x) {
      if (k125 === "effectiveValue") {
        const v126 = x["effectiveValue"];
        if (!(typeof v126 === "string")) return err([k125], "invalid type: " + kind(v126) + ", expected string");
        {
          if (v126.length < 2 && chars(v126) < 1) return err([k125], "string of length " + chars(v126) + " is shorter than minLength 1");
        }
      }
      else if (k125 === "explicitValue") {
        const v126 = x["explicitValue"];
        if (!(typeof v126 === "string")) return err([k125], "invalid type: " + kind(v126) + ", expected string");
        {
          if (v126.length < 2 && chars(v126) < 1) return err([k125], "string of length " + chars(v126) + " is shorter than minLength 1");
        }
      }
      else if (k125 === "inheritedValue") {
        const v126 = x["inheritedValue"];
        if (!(typeof v126 === "string")) return err([k125], "invalid type: " + kind(v126) + ", expected string");
        {
          if (v126.length < 2 && chars(v126) < 1) return err([k125], "string of length " + chars(v126) + " is shorter than minLength 1");
        }
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e127 = (() => {
    { const e128 = v_SettingsFieldCommon(x); if (e128) return e128; }
    return undefined;
  })();
  if (e127) return err([], e127.message);
  return undefined;
}

function v_EffortSettingsField(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k129 in x) {
      if (k129 === "effectiveValue") {
        const v130 = x["effectiveValue"];
        { const e131 = v_EffortPreference(v130); if (e131) return within(e131, [k129]); }
      }
      else if (k129 === "explicitValue") {
        const v130 = x["explicitValue"];
        { const e132 = v_EffortPreference(v130); if (e132) return within(e132, [k129]); }
      }
      else if (k129 === "inheritedValue") {
        const v130 = x["inheritedValue"];
        { const e133 = v_EffortPreference(v130); if (e133) return within(e133, [k129]); }
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e134 = (() => {
    { const e135 = v_SettingsFieldCommon(x); if (e135) return e135; }
    return undefined;
  })();
  if (e134) return err([], e134.message);
  return undefined;
}

function v_ToolConfirmationSettingsField(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k136 in x) {
      if (k136 === "effectiveValue") {
        const v137 = x["effectiveValue"];
        if (!(typeof v137 === "string")) return err([k136], "invalid type: " + kind(v137) + ", expected string");
        if (v137 !== "allow" && v137 !== "ask" && v137 !== "deny") return err([k136], "unknown variant " + kind(v137) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k136 === "explicitValue") {
        const v137 = x["explicitValue"];
        if (!(typeof v137 === "string")) return err([k136], "invalid type: " + kind(v137) + ", expected string");
        if (v137 !== "allow" && v137 !== "ask" && v137 !== "deny") return err([k136], "unknown variant " + kind(v137) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k136 === "inheritedValue") {
        const v137 = x["inheritedValue"];
        if (!(typeof v137 === "string")) return err([k136], "invalid type: " + kind(v137) + ", expected string");
        if (v137 !== "allow" && v137 !== "ask" && v137 !== "deny") return err([k136], "unknown variant " + kind(v137) + ", expected one of `allow`, `ask`, `deny`");
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e138 = (() => {
    { const e139 = v_SettingsFieldCommon(x); if (e139) return e139; }
    return undefined;
  })();
  if (e138) return err([], e138.message);
  return undefined;
}

function v_EffortPreference(x) {
  if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
  if (x !== "auto" && x !== "none" && x !== "minimal" && x !== "low" && x !== "medium" && x !== "high" && x !== "xhigh" && x !== "max") return err([], "unknown variant " + kind(x) + ", expected one of `auto`, `none`, `minimal`, `low`, `medium`, `high`, `xhigh`, `max`");
  return undefined;
}

function v_ModelSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k140 in x) {
      if (k140 === "id") {
        const v141 = x["id"];
        if (!(typeof v141 === "string")) return err([k140], "invalid type: " + kind(v141) + ", expected string");
        {
          if (v141.length < 2 && chars(v141) < 1) return err([k140], "string of length " + chars(v141) + " is shorter than minLength 1");
        }
      }
      else if (k140 === "label") {
        const v141 = x["label"];
        if (!(typeof v141 === "string")) return err([k140], "invalid type: " + kind(v141) + ", expected string");
        {
          if (v141.length < 2 && chars(v141) < 1) return err([k140], "string of length " + chars(v141) + " is shorter than minLength 1");
        }
      }
      else if (k140 === "provider") {
        const v141 = x["provider"];
        if (!(typeof v141 === "string")) return err([k140], "invalid type: " + kind(v141) + ", expected string");
      }
      else return err([k140], "unknown field `" + k140 + "`" + ", expected one of `id`, `label`, `provider`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["label"] === undefined) return err([], "missing field `label`");
  }
  return undefined;
}

function v_CredentialSlot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k142 in x) {
      if (k142 === "providerId") {
        const v143 = x["providerId"];
        if (!(typeof v143 === "string")) return err([k142], "invalid type: " + kind(v143) + ", expected string");
        {
          if (v143.length < 2 && chars(v143) < 1) return err([k142], "string of length " + chars(v143) + " is shorter than minLength 1");
        }
      }
      else if (k142 === "state") {
        const v143 = x["state"];
        if (!(typeof v143 === "string")) return err([k142], "invalid type: " + kind(v143) + ", expected string");
        if (v143 !== "ready" && v143 !== "missing" && v143 !== "unavailable") return err([k142], "unknown variant " + kind(v143) + ", expected one of `ready`, `missing`, `unavailable`");
      }
      else if (k142 === "source") {
        const v143 = x["source"];
        if (!(typeof v143 === "string")) return err([k142], "invalid type: " + kind(v143) + ", expected string");
        if (v143 !== "environment" && v143 !== "legacy" && v143 !== "none") return err([k142], "unknown variant " + kind(v143) + ", expected one of `environment`, `legacy`, `none`");
      }
      else if (k142 === "writable") {
        const v143 = x["writable"];
        if (!(typeof v143 === "boolean")) return err([k142], "invalid type: " + kind(v143) + ", expected boolean");
        if (v143 !== false) return err([k142], "invalid value: " + kind(v143) + ", expected the constant " + "false");
      }
      else return err([k142], "unknown field `" + k142 + "`" + ", expected one of `providerId`, `state`, `source`, `writable`");
    }
    if (x["providerId"] === undefined) return err([], "missing field `providerId`");
    if (x["state"] === undefined) return err([], "missing field `state`");
    if (x["source"] === undefined) return err([], "missing field `source`");
    if (x["writable"] === undefined) return err([], "missing field `writable`");
  }
  return undefined;
}

function v_SettingsDocument(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k144 in x) {
      if (k144 === "schemaVersion") {
        const v145 = x["schemaVersion"];
        if (!(Number.isInteger(v145))) return err([k144], "invalid type: " + kind(v145) + ", expected integer");
        if (v145 !== 1) return err([k144], "invalid value: " + kind(v145) + ", expected the constant " + "1");
      }
      else if (k144 === "revision") {
        const v145 = x["revision"];
        { const e146 = v_SettingsRevision(v145); if (e146) return within(e146, [k144]); }
      }
      else if (k144 === "state") {
        const v145 = x["state"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
        if (v145 !== "ready" && v145 !== "invalid" && v145 !== "read-only" && v145 !== "unavailable") return err([k144], "unknown variant " + kind(v145) + ", expected one of `ready`, `invalid`, `read-only`, `unavailable`");
      }
      else if (k144 === "writable") {
        const v145 = x["writable"];
        if (!(typeof v145 === "boolean")) return err([k144], "invalid type: " + kind(v145) + ", expected boolean");
      }
      else if (k144 === "hasDocument") {
        const v145 = x["hasDocument"];
        if (!(typeof v145 === "boolean")) return err([k144], "invalid type: " + kind(v145) + ", expected boolean");
      }
      else if (k144 === "workspace") {
        const v145 = x["workspace"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
      }
      else if (k144 === "sections") {
        const v145 = x["sections"];
        if (!(isObject(v145))) return err([k144], "invalid type: " + kind(v145) + ", expected object");
        {
          for (const k147 in v145) {
            if (k147 === "appearance") {
              const v148 = v145["appearance"];
              if (!(isObject(v148))) return err([k144, k147], "invalid type: " + kind(v148) + ", expected object");
              {
                for (const k149 in v148) {
                  if (k149 === "theme") {
                    const v150 = v148["theme"];
                    { const e151 = v_ThemeSettingsField(v150); if (e151) return within(e151, [k144, k147, k149]); }
                  }
                  else if (k149 === "motion") {
                    const v150 = v148["motion"];
                    { const e152 = v_MotionSettingsField(v150); if (e152) return within(e152, [k144, k147, k149]); }
                  }
                  else return err([k144, k147, k149], "unknown field `" + k149 + "`" + ", expected one of `theme`, `motion`");
                }
                if (v148["theme"] === undefined) return err([k144, k147], "missing field `theme`");
                if (v148["motion"] === undefined) return err([k144, k147], "missing field `motion`");
              }
            }
            else if (k147 === "defaults") {
              const v148 = v145["defaults"];
              if (!(isObject(v148))) return err([k144, k147], "invalid type: " + kind(v148) + ", expected object");
              {
                for (const k153 in v148) {
                  if (k153 === "model") {
                    const v154 = v148["model"];
                    { const e155 = v_ModelSettingsField(v154); if (e155) return within(e155, [k144, k147, k153]); }
                  }
                  else if (k153 === "effort") {
                    const v154 = v148["effort"];
                    { const e156 = v_EffortSettingsField(v154); if (e156) return within(e156, [k144, k147, k153]); }
                  }
                  else return err([k144, k147, k153], "unknown field `" + k153 + "`" + ", expected one of `model`, `effort`");
                }
                if (v148["model"] === undefined) return err([k144, k147], "missing field `model`");
                if (v148["effort"] === undefined) return err([k144, k147], "missing field `effort`");
              }
            }
            else if (k147 === "permissions") {
              const v148 = v145["permissions"];
              if (!(isObject(v148))) return err([k144, k147], "invalid type: " + kind(v148) + ", expected object");
              {
                for (const k157 in v148) {
                  if (k157 === "toolConfirmation") {
                    const v158 = v148["toolConfirmation"];
                    { const e159 = v_ToolConfirmationSettingsField(v158); if (e159) return within(e159, [k144, k147, k157]); }
                  }
                  else return err([k144, k147, k157], "unknown field `" + k157 + "`" + ", expected one of `toolConfirmation`");
                }
                if (v148["toolConfirmation"] === undefined) return err([k144, k147], "missing field `toolConfirmation`");
              }
            }
            else return err([k144, k147], "unknown field `" + k147 + "`" + ", expected one of `appearance`, `defaults`, `permissions`");
          }
          if (v145["appearance"] === undefined) return err([k144], "missing field `appearance`");
          if (v145["defaults"] === undefined) return err([k144], "missing field `defaults`");
          if (v145["permissions"] === undefined) return err([k144], "missing field `permissions`");
        }
      }
      else if (k144 === "models") {
        const v145 = x["models"];
        if (!(Array.isArray(v145))) return err([k144], "invalid type: " + kind(v145) + ", expected array");
        {
          for (let i160 = 0; i160 < v145.length; i160++) {
            const v161 = v145[i160];
            { const e162 = v_ModelSummary(v161); if (e162) return within(e162, [k144, i160]); }
          }
        }
      }
      else if (k144 === "credentials") {
        const v145 = x["credentials"];
        if (!(Array.isArray(v145))) return err([k144], "invalid type: " + kind(v145) + ", expected array");
        {
          for (let i163 = 0; i163 < v145.length; i163++) {
            const v164 = v145[i163];
            { const e165 = v_CredentialSlot(v164); if (e165) return within(e165, [k144, i163]); }
          }
        }
      }
      else if (k144 === "currentSession") {
        const v145 = x["currentSession"];
        if (!(isObject(v145))) return err([k144], "invalid type: " + kind(v145) + ", expected object");
        {
          for (const k166 in v145) {
            if (k166 === "model") {
              const v167 = v145["model"];
              if (!(typeof v167 === "string")) return err([k144, k166], "invalid type: " + kind(v167) + ", expected string");
            }
            else if (k166 === "effort") {
              const v167 = v145["effort"];
              { const e168 = v_EffortPreference(v167); if (e168) return within(e168, [k144, k166]); }
            }
            else if (k166 === "overridesProjectEffort") {
              const v167 = v145["overridesProjectEffort"];
              if (!(typeof v167 === "boolean")) return err([k144, k166], "invalid type: " + kind(v167) + ", expected boolean");
            }
            else return err([k144, k166], "unknown field `" + k166 + "`" + ", expected one of `model`, `effort`, `overridesProjectEffort`");
          }
          if (v145["model"] === undefined) return err([k144], "missing field `model`");
          if (v145["effort"] === undefined) return err([k144], "missing field `effort`");
          if (v145["overridesProjectEffort"] === undefined) return err([k144], "missing field `overridesProjectEffort`");
        }
      }
      else if (k144 === "diagnostic") {
        const v145 = x["diagnostic"];
        if (!(isObject(v145))) return err([k144], "invalid type: " + kind(v145) + ", expected object");
        {
          for (const k169 in v145) {
            if (k169 === "code") {
              const v170 = v145["code"];
              if (!(typeof v170 === "string")) return err([k144, k169], "invalid type: " + kind(v170) + ", expected string");
            }
            else if (k169 === "message") {
              const v170 = v145["message"];
              if (!(typeof v170 === "string")) return err([k144, k169], "invalid type: " + kind(v170) + ", expected string");
            }
            else return err([k144, k169], "unknown field `" + k169 + "`" + ", expected one of `code`, `message`");
          }
          if (v145["code"] === undefined) return err([k144], "missing field `code`");
          if (v145["message"] === undefined) return err([k144], "missing field `message`");
        }
      }
      else return err([k144], "unknown field `" + k144 + "`" + ", expected one of `schemaVersion`, `revision`, `state`, `writable`, `hasDocument`, `workspace`, `sections`, `models`, `credentials`, `currentSession`, `diagnostic`");
    }
    if (x["schemaVersion"] === undefined) return err([], "missing field `schemaVersion`");
    if (x["revision"] === undefined) return err([], "missing field `revision`");
    if (x["state"] === undefined) return err([], "missing field `state`");
    if (x["writable"] === undefined) return err([], "missing field `writable`");
    if (x["hasDocument"] === undefined) return err([], "missing field `hasDocument`");
    if (x["workspace"] === undefined) return err([], "missing field `workspace`");
    if (x["sections"] === undefined) return err([], "missing field `sections`");
    if (x["models"] === undefined) return err([], "missing field `models`");
    if (x["credentials"] === undefined) return err([], "missing field `credentials`");
  }
  return undefined;
}

function v_SettingsOperation(x) {
  const e171 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with `op` and `key`");
    let s173 = 0;
    for (const k172 of Object.keys(x)) {
      if (k172 === "op") {
        if (!["set", "unset"].some((v) => equal(v, x[k172]))) return err([k172], "unknown variant " + kind(x[k172]) + ", expected one of `set`, `unset`");
        s173++;
      }
      else if (k172 === "key") {
        if (!["appearance.motion", "appearance.theme", "defaults.effort", "defaults.model", "permissions.toolConfirmation"].some((v) => equal(v, x[k172]))) return err([k172], "unknown variant " + kind(x[k172]) + ", expected one of `appearance.motion`, `appearance.theme`, `defaults.effort`, `defaults.model`, `permissions.toolConfirmation`");
        s173++;
      }
      else if (!["op","key","value"].includes(k172)) return err([k172], "unknown field `" + k172 + "`, expected one of `op`, `key`, `value`");
      if (s173 === 2) break;
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
    if (x["op"] === "set" && x["key"] === "appearance.theme") {
      { const e174 = v_SetThemeSetting(x); if (e174) return e174; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "appearance.theme") {
      { const e175 = v_UnsetThemeSetting(x); if (e175) return e175; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "appearance.motion") {
      { const e176 = v_SetMotionSetting(x); if (e176) return e176; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "appearance.motion") {
      { const e177 = v_UnsetMotionSetting(x); if (e177) return e177; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "defaults.model") {
      { const e178 = v_SetModelSetting(x); if (e178) return e178; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "defaults.model") {
      { const e179 = v_UnsetModelSetting(x); if (e179) return e179; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "defaults.effort") {
      { const e180 = v_SetEffortSetting(x); if (e180) return e180; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "defaults.effort") {
      { const e181 = v_UnsetEffortSetting(x); if (e181) return e181; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "permissions.toolConfirmation") {
      { const e182 = v_SetToolConfirmationSetting(x); if (e182) return e182; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "permissions.toolConfirmation") {
      { const e183 = v_UnsetToolConfirmationSetting(x); if (e183) return e183; }
      return undefined;
    }
    return err([], "no variant has these `op`, `key`");
  })();
  if (e171) return e171;
  return undefined;
}

function v_SetThemeSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k184 in x) {
      if (k184 === "op") {
        const v185 = x["op"];
        if (!(typeof v185 === "string")) return err([k184], "invalid type: " + kind(v185) + ", expected string");
        if (v185 !== "set") return err([k184], "invalid value: " + kind(v185) + ", expected the constant " + "\"set\"");
      }
      else if (k184 === "key") {
        const v185 = x["key"];
        if (!(typeof v185 === "string")) return err([k184], "invalid type: " + kind(v185) + ", expected string");
        if (v185 !== "appearance.theme") return err([k184], "invalid value: " + kind(v185) + ", expected the constant " + "\"appearance.theme\"");
      }
      else if (k184 === "value") {
        const v185 = x["value"];
        if (!(typeof v185 === "string")) return err([k184], "invalid type: " + kind(v185) + ", expected string");
        if (v185 !== "system" && v185 !== "light" && v185 !== "dark") return err([k184], "unknown variant " + kind(v185) + ", expected one of `system`, `light`, `dark`");
      }
      else return err([k184], "unknown field `" + k184 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
    if (x["value"] === undefined) return err([], "missing field `value`");
  }
  return undefined;
}

function v_UnsetThemeSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k186 in x) {
      if (k186 === "op") {
        const v187 = x["op"];
        if (!(typeof v187 === "string")) return err([k186], "invalid type: " + kind(v187) + ", expected string");
        if (v187 !== "unset") return err([k186], "invalid value: " + kind(v187) + ", expected the constant " + "\"unset\"");
      }
      else if (k186 === "key") {
        const v187 = x["key"];
        if (!(typeof v187 === "string")) return err([k186], "invalid type: " + kind(v187) + ", expected string");
        if (v187 !== "appearance.theme") return err([k186], "invalid value: " + kind(v187) + ", expected the constant " + "\"appearance.theme\"");
      }
      else return err([k186], "unknown field `" + k186 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_SetMotionSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k188 in x) {
      if (k188 === "op") {
        const v189 = x["op"];
        if (!(typeof v189 === "string")) return err([k188], "invalid type: " + kind(v189) + ", expected string");
        if (v189 !== "set") return err([k188], "invalid value: " + kind(v189) + ", expected the constant " + "\"set\"");
      }
      else if (k188 === "key") {
        const v189 = x["key"];
        if (!(typeof v189 === "string")) return err([k188], "invalid type: " + kind(v189) + ", expected string");
        if (v189 !== "appearance.motion") return err([k188], "invalid value: " + kind(v189) + ", expected the constant " + "\"appearance.motion\"");
      }
      else if (k188 === "value") {
        const v189 = x["value"];
        if (!(typeof v189 === "string")) return err([k188], "invalid type: " + kind(v189) + ", expected string");
        if (v189 !== "system" && v189 !== "reduced") return err([k188], "unknown variant " + kind(v189) + ", expected one of `system`, `reduced`");
      }
      else return err([k188], "unknown field `" + k188 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
    if (x["value"] === undefined) return err([], "missing field `value`");
  }
  return undefined;
}

function v_UnsetMotionSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k190 in x) {
      if (k190 === "op") {
        const v191 = x["op"];
        if (!(typeof v191 === "string")) return err([k190], "invalid type: " + kind(v191) + ", expected string");
        if (v191 !== "unset") return err([k190], "invalid value: " + kind(v191) + ", expected the constant " + "\"unset\"");
      }
      else if (k190 === "key") {
        const v191 = x["key"];
        if (!(typeof v191 === "string")) return err([k190], "invalid type: " + kind(v191) + ", expected string");
        if (v191 !== "appearance.motion") return err([k190], "invalid value: " + kind(v191) + ", expected the constant " + "\"appearance.motion\"");
      }
      else return err([k190], "unknown field `" + k190 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_SetModelSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k192 in x) {
      if (k192 === "op") {
        const v193 = x["op"];
        if (!(typeof v193 === "string")) return err([k192], "invalid type: " + kind(v193) + ", expected string");
        if (v193 !== "set") return err([k192], "invalid value: " + kind(v193) + ", expected the constant " + "\"set\"");
      }
      else if (k192 === "key") {
        const v193 = x["key"];
        if (!(typeof v193 === "string")) return err([k192], "invalid type: " + kind(v193) + ", expected string");
        if (v193 !== "defaults.model") return err([k192], "invalid value: " + kind(v193) + ", expected the constant " + "\"defaults.model\"");
      }
      else if (k192 === "value") {
        const v193 = x["value"];
        if (!(typeof v193 === "string")) return err([k192], "invalid type: " + kind(v193) + ", expected string");
        {
          if (v193.length < 2 && chars(v193) < 1) return err([k192], "string of length " + chars(v193) + " is shorter than minLength 1");
          if (v193.length > 200 && chars(v193) > 200) return err([k192], "string of length " + chars(v193) + " is longer than maxLength 200");
        }
      }
      else return err([k192], "unknown field `" + k192 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
    if (x["value"] === undefined) return err([], "missing field `value`");
  }
  return undefined;
}

function v_UnsetModelSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k194 in x) {
      if (k194 === "op") {
        const v195 = x["op"];
        if (!(typeof v195 === "string")) return err([k194], "invalid type: " + kind(v195) + ", expected string");
        if (v195 !== "unset") return err([k194], "invalid value: " + kind(v195) + ", expected the constant " + "\"unset\"");
      }
      else if (k194 === "key") {
        const v195 = x["key"];
        if (!(typeof v195 === "string")) return err([k194], "invalid type: " + kind(v195) + ", expected string");
        if (v195 !== "defaults.model") return err([k194], "invalid value: " + kind(v195) + ", expected the constant " + "\"defaults.model\"");
      }
      else return err([k194], "unknown field `" + k194 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_SetEffortSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k196 in x) {
      if (k196 === "op") {
        const v197 = x["op"];
        if (!(typeof v197 === "string")) return err([k196], "invalid type: " + kind(v197) + ", expected string");
        if (v197 !== "set") return err([k196], "invalid value: " + kind(v197) + ", expected the constant " + "\"set\"");
      }
      else if (k196 === "key") {
        const v197 = x["key"];
        if (!(typeof v197 === "string")) return err([k196], "invalid type: " + kind(v197) + ", expected string");
        if (v197 !== "defaults.effort") return err([k196], "invalid value: " + kind(v197) + ", expected the constant " + "\"defaults.effort\"");
      }
      else if (k196 === "value") {
        const v197 = x["value"];
        { const e198 = v_EffortPreference(v197); if (e198) return within(e198, [k196]); }
      }
      else return err([k196], "unknown field `" + k196 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
    if (x["value"] === undefined) return err([], "missing field `value`");
  }
  return undefined;
}

function v_UnsetEffortSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k199 in x) {
      if (k199 === "op") {
        const v200 = x["op"];
        if (!(typeof v200 === "string")) return err([k199], "invalid type: " + kind(v200) + ", expected string");
        if (v200 !== "unset") return err([k199], "invalid value: " + kind(v200) + ", expected the constant " + "\"unset\"");
      }
      else if (k199 === "key") {
        const v200 = x["key"];
        if (!(typeof v200 === "string")) return err([k199], "invalid type: " + kind(v200) + ", expected string");
        if (v200 !== "defaults.effort") return err([k199], "invalid value: " + kind(v200) + ", expected the constant " + "\"defaults.effort\"");
      }
      else return err([k199], "unknown field `" + k199 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_SetToolConfirmationSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k201 in x) {
      if (k201 === "op") {
        const v202 = x["op"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
        if (v202 !== "set") return err([k201], "invalid value: " + kind(v202) + ", expected the constant " + "\"set\"");
      }
      else if (k201 === "key") {
        const v202 = x["key"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
        if (v202 !== "permissions.toolConfirmation") return err([k201], "invalid value: " + kind(v202) + ", expected the constant " + "\"permissions.toolConfirmation\"");
      }
      else if (k201 === "value") {
        const v202 = x["value"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
        if (v202 !== "allow" && v202 !== "ask" && v202 !== "deny") return err([k201], "unknown variant " + kind(v202) + ", expected one of `allow`, `ask`, `deny`");
      }
      else return err([k201], "unknown field `" + k201 + "`" + ", expected one of `op`, `key`, `value`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
    if (x["value"] === undefined) return err([], "missing field `value`");
  }
  return undefined;
}

function v_UnsetToolConfirmationSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k203 in x) {
      if (k203 === "op") {
        const v204 = x["op"];
        if (!(typeof v204 === "string")) return err([k203], "invalid type: " + kind(v204) + ", expected string");
        if (v204 !== "unset") return err([k203], "invalid value: " + kind(v204) + ", expected the constant " + "\"unset\"");
      }
      else if (k203 === "key") {
        const v204 = x["key"];
        if (!(typeof v204 === "string")) return err([k203], "invalid type: " + kind(v204) + ", expected string");
        if (v204 !== "permissions.toolConfirmation") return err([k203], "invalid value: " + kind(v204) + ", expected the constant " + "\"permissions.toolConfirmation\"");
      }
      else return err([k203], "unknown field `" + k203 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_UpdateSettingsRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k205 in x) {
      if (k205 === "requestId") {
        const v206 = x["requestId"];
        { const e207 = v_RequestId(v206); if (e207) return within(e207, [k205]); }
      }
      else if (k205 === "expectedRevision") {
        const v206 = x["expectedRevision"];
        { const e208 = v_SettingsRevision(v206); if (e208) return within(e208, [k205]); }
      }
      else if (k205 === "operations") {
        const v206 = x["operations"];
        if (!(Array.isArray(v206))) return err([k205], "invalid type: " + kind(v206) + ", expected array");
        {
          const f209 = (y) => {
            if (isObject(y)) {
              for (const k211 in y) {
                if (k211 === "key") {
                  const v212 = y["key"];
                  if (v212 !== "appearance.theme") return err([k211], "invalid value: " + kind(v212) + ", expected the constant " + "\"appearance.theme\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n210 = 0;
          const f213 = (y) => {
            if (isObject(y)) {
              for (const k215 in y) {
                if (k215 === "key") {
                  const v216 = y["key"];
                  if (v216 !== "appearance.motion") return err([k215], "invalid value: " + kind(v216) + ", expected the constant " + "\"appearance.motion\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n214 = 0;
          const f217 = (y) => {
            if (isObject(y)) {
              for (const k219 in y) {
                if (k219 === "key") {
                  const v220 = y["key"];
                  if (v220 !== "defaults.model") return err([k219], "invalid value: " + kind(v220) + ", expected the constant " + "\"defaults.model\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n218 = 0;
          const f221 = (y) => {
            if (isObject(y)) {
              for (const k223 in y) {
                if (k223 === "key") {
                  const v224 = y["key"];
                  if (v224 !== "defaults.effort") return err([k223], "invalid value: " + kind(v224) + ", expected the constant " + "\"defaults.effort\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n222 = 0;
          const f225 = (y) => {
            if (isObject(y)) {
              for (const k227 in y) {
                if (k227 === "key") {
                  const v228 = y["key"];
                  if (v228 !== "permissions.toolConfirmation") return err([k227], "invalid value: " + kind(v228) + ", expected the constant " + "\"permissions.toolConfirmation\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n226 = 0;
          for (let i229 = 0; i229 < v206.length; i229++) {
            const v230 = v206[i229];
            { const e231 = v_SettingsOperation(v230); if (e231) return within(e231, [k205, i229]); }
            if (f209(v230) === undefined) n210++;
            if (n210 > 1) return err([k205, i229, "key"], "array has more than maxContains 1 matching items");
            if (f213(v230) === undefined) n214++;
            if (n214 > 1) return err([k205, i229, "key"], "array has more than maxContains 1 matching items");
            if (f217(v230) === undefined) n218++;
            if (n218 > 1) return err([k205, i229, "key"], "array has more than maxContains 1 matching items");
            if (f221(v230) === undefined) n222++;
            if (n222 > 1) return err([k205, i229, "key"], "array has more than maxContains 1 matching items");
            if (f225(v230) === undefined) n226++;
            if (n226 > 1) return err([k205, i229, "key"], "array has more than maxContains 1 matching items");
          }
          if (v206.length < 1) return err([k205], "array has fewer than minItems 1");
          if (v206.length > 20) return err([k205], "array has more than maxItems 20");
        }
      }
      else return err([k205], "unknown field `" + k205 + "`" + ", expected one of `requestId`, `expectedRevision`, `operations`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["expectedRevision"] === undefined) return err([], "missing field `expectedRevision`");
    if (x["operations"] === undefined) return err([], "missing field `operations`");
  }
  return undefined;
}

function v_SettingsMutationResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k232 in x) {
      if (k232 === "requestId") {
        const v233 = x["requestId"];
        { const e234 = v_RequestId(v233); if (e234) return within(e234, [k232]); }
      }
      else if (k232 === "revision") {
        const v233 = x["revision"];
        { const e235 = v_SettingsRevision(v233); if (e235) return within(e235, [k232]); }
      }
      else if (k232 === "appliedKeys") {
        const v233 = x["appliedKeys"];
        if (!(Array.isArray(v233))) return err([k232], "invalid type: " + kind(v233) + ", expected array");
        {
          for (let i236 = 0; i236 < v233.length; i236++) {
            const v237 = v233[i236];
            if (!(typeof v237 === "string")) return err([k232, i236], "invalid type: " + kind(v237) + ", expected string");
            if (v237 !== "appearance.theme" && v237 !== "appearance.motion" && v237 !== "defaults.model" && v237 !== "defaults.effort" && v237 !== "permissions.toolConfirmation") return err([k232, i236], "unknown variant " + kind(v237) + ", expected one of `appearance.theme`, `appearance.motion`, `defaults.model`, `defaults.effort`, `permissions.toolConfirmation`");
          }
          if (v233.length < 1) return err([k232], "array has fewer than minItems 1");
          if (v233.length > 20) return err([k232], "array has more than maxItems 20");
        }
      }
      else if (k232 === "settings") {
        const v233 = x["settings"];
        { const e238 = v_SettingsDocument(v233); if (e238) return within(e238, [k232]); }
      }
      else return err([k232], "unknown field `" + k232 + "`" + ", expected one of `requestId`, `revision`, `appliedKeys`, `settings`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["revision"] === undefined) return err([], "missing field `revision`");
    if (x["appliedKeys"] === undefined) return err([], "missing field `appliedKeys`");
    if (x["settings"] === undefined) return err([], "missing field `settings`");
  }
  return undefined;
}

function v_WebCommand(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k239 in x) {
      if (k239 === "requestId") {
        const v240 = x["requestId"];
        { const e241 = v_RequestId(v240); if (e241) return within(e241, [k239]); }
      }
      else if (k239 === "type") {
        const v240 = x["type"];
        if (!(typeof v240 === "string")) return err([k239], "invalid type: " + kind(v240) + ", expected string");
        if (v240 !== "submit" && v240 !== "queue_followup" && v240 !== "remove_followup" && v240 !== "clear_followups" && v240 !== "interrupt" && v240 !== "permission_decision" && v240 !== "goal_control" && v240 !== "permission_mode_change" && v240 !== "cycle_agent_mode" && v240 !== "set_agent_mode") return err([k239], "unknown variant " + kind(v240) + ", expected one of `submit`, `queue_followup`, `remove_followup`, `clear_followups`, `interrupt`, `permission_decision`, `goal_control`, `permission_mode_change`, `cycle_agent_mode`, `set_agent_mode`");
      }
      else if (k239 === "text") {
        const v240 = x["text"];
        if (!(typeof v240 === "string")) return err([k239], "invalid type: " + kind(v240) + ", expected string");
        {
          if (v240.length > 1048576 && chars(v240) > 1048576) return err([k239], "string of length " + chars(v240) + " is longer than maxLength 1048576");
        }
      }
      else if (k239 === "itemId") {
        const v240 = x["itemId"];
        if (!(typeof v240 === "string")) return err([k239], "invalid type: " + kind(v240) + ", expected string");
      }
      else if (k239 === "requestPermissionId") {
        const v240 = x["requestPermissionId"];
        if (!(typeof v240 === "string")) return err([k239], "invalid type: " + kind(v240) + ", expected string");
      }
      else if (k239 === "approved") {
        const v240 = x["approved"];
        if (!(typeof v240 === "boolean")) return err([k239], "invalid type: " + kind(v240) + ", expected boolean");
      }
      else if (k239 === "scope") {
        const v240 = x["scope"];
        if (!(typeof v240 === "string")) return err([k239], "invalid type: " + kind(v240) + ", expected string");
        if (v240 !== "once" && v240 !== "project" && v240 !== "global") return err([k239], "unknown variant " + kind(v240) + ", expected one of `once`, `project`, `global`");
      }
      else if (k239 === "goalAction") {
        const v240 = x["goalAction"];
        if (!(typeof v240 === "string")) return err([k239], "invalid type: " + kind(v240) + ", expected string");
        if (v240 !== "create" && v240 !== "status" && v240 !== "pause" && v240 !== "resume" && v240 !== "clear") return err([k239], "unknown variant " + kind(v240) + ", expected one of `create`, `status`, `pause`, `resume`, `clear`");
      }
      else if (k239 === "objective") {
        const v240 = x["objective"];
        if (!(typeof v240 === "string")) return err([k239], "invalid type: " + kind(v240) + ", expected string");
      }
      else if (k239 === "toolConfirmation") {
        const v240 = x["toolConfirmation"];
        if (!(typeof v240 === "string")) return err([k239], "invalid type: " + kind(v240) + ", expected string");
        if (v240 !== "allow" && v240 !== "ask" && v240 !== "deny") return err([k239], "unknown variant " + kind(v240) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k239 === "agentMode") {
        const v240 = x["agentMode"];
        if (!(typeof v240 === "string")) return err([k239], "invalid type: " + kind(v240) + ", expected string");
        if (v240 !== "interactive" && v240 !== "plan" && v240 !== "auto") return err([k239], "unknown variant " + kind(v240) + ", expected one of `interactive`, `plan`, `auto`");
      }
      else return err([k239], "unknown field `" + k239 + "`" + ", expected one of `requestId`, `type`, `text`, `itemId`, `requestPermissionId`, `approved`, `scope`, `goalAction`, `objective`, `toolConfirmation`, `agentMode`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["type"] === undefined) return err([], "missing field `type`");
  }
  const c242 = (() => {
    if (isObject(x)) {
      for (const k243 in x) {
        if (k243 === "type") {
          const v244 = x["type"];
          if (v244 !== "set_agent_mode") return err([k243], "invalid value: " + kind(v244) + ", expected the constant " + "\"set_agent_mode\"");
        }
      }
      if (x["type"] === undefined) return err([], "missing field `type`");
    }
    return undefined;
  })() === undefined;
  if (c242) {
    if (isObject(x)) {
      if (x["agentMode"] === undefined) return err([], "missing field `agentMode`");
    }
  }
  return undefined;
}

function v_CommandResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k245 in x) {
      if (k245 === "requestId") {
        const v246 = x["requestId"];
        { const e247 = v_RequestId(v246); if (e247) return within(e247, [k245]); }
      }
      else if (k245 === "result") {
        const v246 = x["result"];
        if (!(typeof v246 === "string")) return err([k245], "invalid type: " + kind(v246) + ", expected string");
      }
      else if (k245 === "detail") {
        const v246 = x["detail"];
        if (!(typeof v246 === "string")) return err([k245], "invalid type: " + kind(v246) + ", expected string");
      }
      else return err([k245], "unknown field `" + k245 + "`" + ", expected one of `requestId`, `result`, `detail`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["result"] === undefined) return err([], "missing field `result`");
  }
  return undefined;
}

function v_WebEventEnvelope(x) {
  const e248 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t249 = x["type"];
    if (t249 === "runtime_event") {
      { const e250 = v_RuntimeEventEnvelope(x); if (e250) return e250; }
      return undefined;
    }
    if (t249 === "thread_event") {
      { const e251 = v_ThreadEventEnvelope(x); if (e251) return e251; }
      return undefined;
    }
    if (t249 === "workbench_state") {
      { const e252 = v_WorkbenchStateEnvelope(x); if (e252) return e252; }
      return undefined;
    }
    if (t249 === "settings_invalidated") {
      { const e253 = v_SettingsInvalidatedEnvelope(x); if (e253) return e253; }
      return undefined;
    }
    if (t249 === "replay_reset") {
      { const e254 = v_ReplayResetEnvelope(x); if (e254) return e254; }
      return undefined;
    }
    return err(["type"], "unknown variant " + kind(t249) + ", expected one of `runtime_event`, `thread_event`, `workbench_state`, `settings_invalidated`, `replay_reset`");
  })();
  if (e248) return e248;
  return undefined;
}

function v_RuntimeEventEnvelope(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k255 in x) {
      if (k255 === "apiVersion") {
        const v256 = x["apiVersion"];
        if (!(Number.isInteger(v256))) return err([k255], "invalid type: " + kind(v256) + ", expected integer");
        if (v256 !== 1) return err([k255], "invalid value: " + kind(v256) + ", expected the constant " + "1");
      }
      else if (k255 === "eventId") {
        const v256 = x["eventId"];
        if (!(typeof v256 === "string")) return err([k255], "invalid type: " + kind(v256) + ", expected string");
      }
      else if (k255 === "cursor") {
        const v256 = x["cursor"];
        if (!(Number.isInteger(v256))) return err([k255], "invalid type: " + kind(v256) + ", expected integer");
        {
          if (v256 < 1) return err([k255], v256 + " is less than minimum 1");
        }
      }
      else if (k255 === "sessionId") {
        const v256 = x["sessionId"];
        if (!(typeof v256 === "string" || v256 === null)) return err([k255], "invalid type: " + kind(v256) + ", expected string or null");
      }
      else if (k255 === "threadId") {
        const v256 = x["threadId"];
        if (!(typeof v256 === "string" || v256 === null)) return err([k255], "invalid type: " + kind(v256) + ", expected string or null");
      }
      else if (k255 === "type") {
        const v256 = x["type"];
        if (!(typeof v256 === "string")) return err([k255], "invalid type: " + kind(v256) + ", expected string");
        if (v256 !== "runtime_event") return err([k255], "invalid value: " + kind(v256) + ", expected the constant " + "\"runtime_event\"");
      }
      else if (k255 === "durable") {
        const v256 = x["durable"];
        if (!(typeof v256 === "boolean")) return err([k255], "invalid type: " + kind(v256) + ", expected boolean");
      }
      else if (k255 === "timestamp") {
        const v256 = x["timestamp"];
        if (!(typeof v256 === "string")) return err([k255], "invalid type: " + kind(v256) + ", expected string");
      }
      else if (k255 === "payload") {
        const v256 = x["payload"];
        if (!(isObject(v256))) return err([k255], "invalid type: " + kind(v256) + ", expected object");
        {
          for (const k257 in v256) {
            if (k257 === "eventType") {
              const v258 = v256["eventType"];
              if (!(typeof v258 === "string")) return err([k255, k257], "invalid type: " + kind(v258) + ", expected string");
              {
                if (v258.length < 2 && chars(v258) < 1) return err([k255, k257], "string of length " + chars(v258) + " is shorter than minLength 1");
              }
            }
            else if (k257 === "value") {
              const v258 = v256["value"];
              if (!(isObject(v258))) return err([k255, k257], "invalid type: " + kind(v258) + ", expected object");
            }
            else return err([k255, k257], "unknown field `" + k257 + "`" + ", expected one of `eventType`, `value`");
          }
          if (v256["eventType"] === undefined) return err([k255], "missing field `eventType`");
          if (v256["value"] === undefined) return err([k255], "missing field `value`");
        }
      }
      else return err([k255], "unknown field `" + k255 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (x["apiVersion"] === undefined) return err([], "missing field `apiVersion`");
    if (x["eventId"] === undefined) return err([], "missing field `eventId`");
    if (x["cursor"] === undefined) return err([], "missing field `cursor`");
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
    if (x["threadId"] === undefined) return err([], "missing field `threadId`");
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["durable"] === undefined) return err([], "missing field `durable`");
    if (x["timestamp"] === undefined) return err([], "missing field `timestamp`");
    if (x["payload"] === undefined) return err([], "missing field `payload`");
  }
  return undefined;
}

function v_ThreadEventEnvelope(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k259 in x) {
      if (k259 === "apiVersion") {
        const v260 = x["apiVersion"];
        if (!(Number.isInteger(v260))) return err([k259], "invalid type: " + kind(v260) + ", expected integer");
        if (v260 !== 1) return err([k259], "invalid value: " + kind(v260) + ", expected the constant " + "1");
      }
      else if (k259 === "eventId") {
        const v260 = x["eventId"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
      }
      else if (k259 === "cursor") {
        const v260 = x["cursor"];
        if (!(Number.isInteger(v260))) return err([k259], "invalid type: " + kind(v260) + ", expected integer");
        {
          if (v260 < 1) return err([k259], v260 + " is less than minimum 1");
        }
      }
      else if (k259 === "sessionId") {
        const v260 = x["sessionId"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
        {
          if (v260.length < 2 && chars(v260) < 1) return err([k259], "string of length " + chars(v260) + " is shorter than minLength 1");
        }
      }
      else if (k259 === "threadId") {
        const v260 = x["threadId"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
        {
          if (v260.length < 2 && chars(v260) < 1) return err([k259], "string of length " + chars(v260) + " is shorter than minLength 1");
        }
      }
      else if (k259 === "type") {
        const v260 = x["type"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
        if (v260 !== "thread_event") return err([k259], "invalid value: " + kind(v260) + ", expected the constant " + "\"thread_event\"");
      }
      else if (k259 === "durable") {
        const v260 = x["durable"];
        if (!(typeof v260 === "boolean")) return err([k259], "invalid type: " + kind(v260) + ", expected boolean");
        if (v260 !== true) return err([k259], "invalid value: " + kind(v260) + ", expected the constant " + "true");
      }
      else if (k259 === "timestamp") {
        const v260 = x["timestamp"];
        if (!(typeof v260 === "string")) return err([k259], "invalid type: " + kind(v260) + ", expected string");
      }
      else if (k259 === "payload") {
        const v260 = x["payload"];
        if (!(isObject(v260))) return err([k259], "invalid type: " + kind(v260) + ", expected object");
        {
          for (const k261 in v260) {
            if (k261 === "sequence") {
              const v262 = v260["sequence"];
              if (!(Number.isInteger(v262))) return err([k259, k261], "invalid type: " + kind(v262) + ", expected integer");
              {
                if (v262 < 1) return err([k259, k261], v262 + " is less than minimum 1");
              }
            }
            else if (k261 === "eventType") {
              const v262 = v260["eventType"];
              if (!(typeof v262 === "string")) return err([k259, k261], "invalid type: " + kind(v262) + ", expected string");
              {
                if (v262.length < 2 && chars(v262) < 1) return err([k259, k261], "string of length " + chars(v262) + " is shorter than minLength 1");
              }
            }
            else if (k261 === "value") {
              const v262 = v260["value"];
              if (!(isObject(v262))) return err([k259, k261], "invalid type: " + kind(v262) + ", expected object");
            }
            else return err([k259, k261], "unknown field `" + k261 + "`" + ", expected one of `sequence`, `eventType`, `value`");
          }
          if (v260["sequence"] === undefined) return err([k259], "missing field `sequence`");
          if (v260["eventType"] === undefined) return err([k259], "missing field `eventType`");
          if (v260["value"] === undefined) return err([k259], "missing field `value`");
        }
      }
      else return err([k259], "unknown field `" + k259 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (x["apiVersion"] === undefined) return err([], "missing field `apiVersion`");
    if (x["eventId"] === undefined) return err([], "missing field `eventId`");
    if (x["cursor"] === undefined) return err([], "missing field `cursor`");
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
    if (x["threadId"] === undefined) return err([], "missing field `threadId`");
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["durable"] === undefined) return err([], "missing field `durable`");
    if (x["timestamp"] === undefined) return err([], "missing field `timestamp`");
    if (x["payload"] === undefined) return err([], "missing field `payload`");
  }
  return undefined;
}

function v_WorkbenchStateEnvelope(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k263 in x) {
      if (k263 === "apiVersion") {
        const v264 = x["apiVersion"];
        if (!(Number.isInteger(v264))) return err([k263], "invalid type: " + kind(v264) + ", expected integer");
        if (v264 !== 1) return err([k263], "invalid value: " + kind(v264) + ", expected the constant " + "1");
      }
      else if (k263 === "eventId") {
        const v264 = x["eventId"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
      }
      else if (k263 === "cursor") {
        const v264 = x["cursor"];
        if (!(Number.isInteger(v264))) return err([k263], "invalid type: " + kind(v264) + ", expected integer");
        {
          if (v264 < 1) return err([k263], v264 + " is less than minimum 1");
        }
      }
      else if (k263 === "sessionId") {
        const v264 = x["sessionId"];
        if (!(typeof v264 === "string" || v264 === null)) return err([k263], "invalid type: " + kind(v264) + ", expected string or null");
      }
      else if (k263 === "threadId") {
        const v264 = x["threadId"];
        if (!(typeof v264 === "string" || v264 === null)) return err([k263], "invalid type: " + kind(v264) + ", expected string or null");
      }
      else if (k263 === "type") {
        const v264 = x["type"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
        if (v264 !== "workbench_state") return err([k263], "invalid value: " + kind(v264) + ", expected the constant " + "\"workbench_state\"");
      }
      else if (k263 === "durable") {
        const v264 = x["durable"];
        if (!(typeof v264 === "boolean")) return err([k263], "invalid type: " + kind(v264) + ", expected boolean");
      }
      else if (k263 === "timestamp") {
        const v264 = x["timestamp"];
        if (!(typeof v264 === "string")) return err([k263], "invalid type: " + kind(v264) + ", expected string");
      }
      else if (k263 === "payload") {
        const v264 = x["payload"];
        if (!(isObject(v264))) return err([k263], "invalid type: " + kind(v264) + ", expected object");
        {
          for (const k265 in v264) {
            if (k265 === "workspace") {
              const v266 = v264["workspace"];
              if (!(typeof v266 === "string")) return err([k263, k265], "invalid type: " + kind(v266) + ", expected string");
            }
            else if (k265 === "activeSessionId") {
              const v266 = v264["activeSessionId"];
              if (!(typeof v266 === "string" || v266 === null)) return err([k263, k265], "invalid type: " + kind(v266) + ", expected string or null");
            }
            else return err([k263, k265], "unknown field `" + k265 + "`" + ", expected one of `workspace`, `activeSessionId`");
          }
          if (v264["workspace"] === undefined) return err([k263], "missing field `workspace`");
          if (v264["activeSessionId"] === undefined) return err([k263], "missing field `activeSessionId`");
        }
      }
      else return err([k263], "unknown field `" + k263 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (x["apiVersion"] === undefined) return err([], "missing field `apiVersion`");
    if (x["eventId"] === undefined) return err([], "missing field `eventId`");
    if (x["cursor"] === undefined) return err([], "missing field `cursor`");
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
    if (x["threadId"] === undefined) return err([], "missing field `threadId`");
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["durable"] === undefined) return err([], "missing field `durable`");
    if (x["timestamp"] === undefined) return err([], "missing field `timestamp`");
    if (x["payload"] === undefined) return err([], "missing field `payload`");
  }
  return undefined;
}

function v_SettingsInvalidatedEnvelope(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k267 in x) {
      if (k267 === "apiVersion") {
        const v268 = x["apiVersion"];
        if (!(Number.isInteger(v268))) return err([k267], "invalid type: " + kind(v268) + ", expected integer");
        if (v268 !== 1) return err([k267], "invalid value: " + kind(v268) + ", expected the constant " + "1");
      }
      else if (k267 === "eventId") {
        const v268 = x["eventId"];
        if (!(typeof v268 === "string")) return err([k267], "invalid type: " + kind(v268) + ", expected string");
      }
      else if (k267 === "cursor") {
        const v268 = x["cursor"];
        if (!(Number.isInteger(v268))) return err([k267], "invalid type: " + kind(v268) + ", expected integer");
        {
          if (v268 < 1) return err([k267], v268 + " is less than minimum 1");
        }
      }
      else if (k267 === "sessionId") {
        const v268 = x["sessionId"];
        if (!(typeof v268 === "string" || v268 === null)) return err([k267], "invalid type: " + kind(v268) + ", expected string or null");
      }
      else if (k267 === "threadId") {
        const v268 = x["threadId"];
        if (!(typeof v268 === "string" || v268 === null)) return err([k267], "invalid type: " + kind(v268) + ", expected string or null");
      }
      else if (k267 === "type") {
        const v268 = x["type"];
        if (!(typeof v268 === "string")) return err([k267], "invalid type: " + kind(v268) + ", expected string");
        if (v268 !== "settings_invalidated") return err([k267], "invalid value: " + kind(v268) + ", expected the constant " + "\"settings_invalidated\"");
      }
      else if (k267 === "durable") {
        const v268 = x["durable"];
        if (!(typeof v268 === "boolean")) return err([k267], "invalid type: " + kind(v268) + ", expected boolean");
        if (v268 !== false) return err([k267], "invalid value: " + kind(v268) + ", expected the constant " + "false");
      }
      else if (k267 === "timestamp") {
        const v268 = x["timestamp"];
        if (!(typeof v268 === "string")) return err([k267], "invalid type: " + kind(v268) + ", expected string");
      }
      else if (k267 === "payload") {
        const v268 = x["payload"];
        if (!(isObject(v268))) return err([k267], "invalid type: " + kind(v268) + ", expected object");
        {
          for (const k269 in v268) {
            if (k269 === "revision") {
              const v270 = v268["revision"];
              { const e271 = v_SettingsRevision(v270); if (e271) return within(e271, [k267, k269]); }
            }
            else if (k269 === "reason") {
              const v270 = v268["reason"];
              if (!(typeof v270 === "string")) return err([k267, k269], "invalid type: " + kind(v270) + ", expected string");
              if (v270 !== "local-write" && v270 !== "external-edit" && v270 !== "workspace-change") return err([k267, k269], "unknown variant " + kind(v270) + ", expected one of `local-write`, `external-edit`, `workspace-change`");
            }
            else if (k269 === "state") {
              const v270 = v268["state"];
              if (!(typeof v270 === "string")) return err([k267, k269], "invalid type: " + kind(v270) + ", expected string");
              if (v270 !== "ready" && v270 !== "invalid") return err([k267, k269], "unknown variant " + kind(v270) + ", expected one of `ready`, `invalid`");
            }
            else return err([k267, k269], "unknown field `" + k269 + "`" + ", expected one of `revision`, `reason`, `state`");
          }
          if (v268["revision"] === undefined) return err([k267], "missing field `revision`");
          if (v268["reason"] === undefined) return err([k267], "missing field `reason`");
          if (v268["state"] === undefined) return err([k267], "missing field `state`");
        }
      }
      else return err([k267], "unknown field `" + k267 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (x["apiVersion"] === undefined) return err([], "missing field `apiVersion`");
    if (x["eventId"] === undefined) return err([], "missing field `eventId`");
    if (x["cursor"] === undefined) return err([], "missing field `cursor`");
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
    if (x["threadId"] === undefined) return err([], "missing field `threadId`");
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["durable"] === undefined) return err([], "missing field `durable`");
    if (x["timestamp"] === undefined) return err([], "missing field `timestamp`");
    if (x["payload"] === undefined) return err([], "missing field `payload`");
  }
  return undefined;
}

function v_ReplayResetEnvelope(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k272 in x) {
      if (k272 === "apiVersion") {
        const v273 = x["apiVersion"];
        if (!(Number.isInteger(v273))) return err([k272], "invalid type: " + kind(v273) + ", expected integer");
        if (v273 !== 1) return err([k272], "invalid value: " + kind(v273) + ", expected the constant " + "1");
      }
      else if (k272 === "eventId") {
        const v273 = x["eventId"];
        if (!(typeof v273 === "string")) return err([k272], "invalid type: " + kind(v273) + ", expected string");
      }
      else if (k272 === "cursor") {
        const v273 = x["cursor"];
        if (!(Number.isInteger(v273))) return err([k272], "invalid type: " + kind(v273) + ", expected integer");
        {
          if (v273 < 1) return err([k272], v273 + " is less than minimum 1");
        }
      }
      else if (k272 === "sessionId") {
        const v273 = x["sessionId"];
        if (!(typeof v273 === "string" || v273 === null)) return err([k272], "invalid type: " + kind(v273) + ", expected string or null");
      }
      else if (k272 === "threadId") {
        const v273 = x["threadId"];
        if (!(typeof v273 === "string" || v273 === null)) return err([k272], "invalid type: " + kind(v273) + ", expected string or null");
      }
      else if (k272 === "type") {
        const v273 = x["type"];
        if (!(typeof v273 === "string")) return err([k272], "invalid type: " + kind(v273) + ", expected string");
        if (v273 !== "replay_reset") return err([k272], "invalid value: " + kind(v273) + ", expected the constant " + "\"replay_reset\"");
      }
      else if (k272 === "durable") {
        const v273 = x["durable"];
        if (!(typeof v273 === "boolean")) return err([k272], "invalid type: " + kind(v273) + ", expected boolean");
        if (v273 !== true) return err([k272], "invalid value: " + kind(v273) + ", expected the constant " + "true");
      }
      else if (k272 === "timestamp") {
        const v273 = x["timestamp"];
        if (!(typeof v273 === "string")) return err([k272], "invalid type: " + kind(v273) + ", expected string");
      }
      else if (k272 === "payload") {
        const v273 = x["payload"];
        if (!(isObject(v273))) return err([k272], "invalid type: " + kind(v273) + ", expected object");
        {
          for (const k274 in v273) {
            if (k274 === "reason") {
              const v275 = v273["reason"];
              if (!(typeof v275 === "string")) return err([k272, k274], "invalid type: " + kind(v275) + ", expected string");
            }
            else if (k274 === "snapshotRequired") {
              const v275 = v273["snapshotRequired"];
              if (!(typeof v275 === "boolean")) return err([k272, k274], "invalid type: " + kind(v275) + ", expected boolean");
              if (v275 !== true) return err([k272, k274], "invalid value: " + kind(v275) + ", expected the constant " + "true");
            }
            else return err([k272, k274], "unknown field `" + k274 + "`" + ", expected one of `reason`, `snapshotRequired`");
          }
          if (v273["reason"] === undefined) return err([k272], "missing field `reason`");
          if (v273["snapshotRequired"] === undefined) return err([k272], "missing field `snapshotRequired`");
        }
      }
      else return err([k272], "unknown field `" + k272 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
    }
    if (x["apiVersion"] === undefined) return err([], "missing field `apiVersion`");
    if (x["eventId"] === undefined) return err([], "missing field `eventId`");
    if (x["cursor"] === undefined) return err([], "missing field `cursor`");
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
    if (x["threadId"] === undefined) return err([], "missing field `threadId`");
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["durable"] === undefined) return err([], "missing field `durable`");
    if (x["timestamp"] === undefined) return err([], "missing field `timestamp`");
    if (x["payload"] === undefined) return err([], "missing field `payload`");
  }
  return undefined;
}

function v_Problem(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k276 in x) {
      if (k276 === "type") {
        const v277 = x["type"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
      }
      else if (k276 === "title") {
        const v277 = x["title"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
      }
      else if (k276 === "status") {
        const v277 = x["status"];
        if (!(Number.isInteger(v277))) return err([k276], "invalid type: " + kind(v277) + ", expected integer");
      }
      else if (k276 === "code") {
        const v277 = x["code"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
        {
          if (v277.length < 2 && chars(v277) < 1) return err([k276], "string of length " + chars(v277) + " is shorter than minLength 1");
        }
      }
      else if (k276 === "detail") {
        const v277 = x["detail"];
        if (!(typeof v277 === "string")) return err([k276], "invalid type: " + kind(v277) + ", expected string");
      }
      else return err([k276], "unknown field `" + k276 + "`" + ", expected one of `type`, `title`, `status`, `code`, `detail`");
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["title"] === undefined) return err([], "missing field `title`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["code"] === undefined) return err([], "missing field `code`");
  }
  return undefined;
}

function v_BootstrapCapabilities(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k278 in x) {
      if (k278 === "goal") {
        const v279 = x["goal"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else if (k278 === "plan") {
        const v279 = x["plan"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else if (k278 === "skills") {
        const v279 = x["skills"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else if (k278 === "mcp") {
        const v279 = x["mcp"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else if (k278 === "diagnostics") {
        const v279 = x["diagnostics"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else return err([k278], "unknown field `" + k278 + "`" + ", expected one of `goal`, `plan`, `skills`, `mcp`, `diagnostics`");
    }
    if (x["goal"] === undefined) return err([], "missing field `goal`");
    if (x["plan"] === undefined) return err([], "missing field `plan`");
    if (x["skills"] === undefined) return err([], "missing field `skills`");
    if (x["mcp"] === undefined) return err([], "missing field `mcp`");
    if (x["diagnostics"] === undefined) return err([], "missing field `diagnostics`");
  }
  return undefined;
}

function v_DiagnosticsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  return undefined;
}

function v_OpenSettingsDocumentRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k280 in x) {
      if (k280 === "requestId") {
        const v281 = x["requestId"];
        { const e282 = v_RequestId(v281); if (e282) return within(e282, [k280]); }
      }
      else return err([k280], "unknown field `" + k280 + "`" + ", expected one of `requestId`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
  }
  return undefined;
}

function v_OpenSettingsDocumentResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k283 in x) {
      if (k283 === "requestId") {
        const v284 = x["requestId"];
        { const e285 = v_RequestId(v284); if (e285) return within(e285, [k283]); }
      }
      else if (k283 === "opened") {
        const v284 = x["opened"];
        if (!(typeof v284 === "boolean")) return err([k283], "invalid type: " + kind(v284) + ", expected boolean");
        if (v284 !== true) return err([k283], "invalid value: " + kind(v284) + ", expected the constant " + "true");
      }
      else return err([k283], "unknown field `" + k283 + "`" + ", expected one of `requestId`, `opened`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["opened"] === undefined) return err([], "missing field `opened`");
  }
  return undefined;
}

function v_SettingsSections(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k286 in x) {
      if (k286 === "appearance") {
        const v287 = x["appearance"];
        if (!(isObject(v287))) return err([k286], "invalid type: " + kind(v287) + ", expected object");
        {
          for (const k288 in v287) {
            if (k288 === "theme") {
              const v289 = v287["theme"];
              { const e290 = v_ThemeSettingsField(v289); if (e290) return within(e290, [k286, k288]); }
            }
            else if (k288 === "motion") {
              const v289 = v287["motion"];
              { const e291 = v_MotionSettingsField(v289); if (e291) return within(e291, [k286, k288]); }
            }
            else return err([k286, k288], "unknown field `" + k288 + "`" + ", expected one of `theme`, `motion`");
          }
          if (v287["theme"] === undefined) return err([k286], "missing field `theme`");
          if (v287["motion"] === undefined) return err([k286], "missing field `motion`");
        }
      }
      else if (k286 === "defaults") {
        const v287 = x["defaults"];
        if (!(isObject(v287))) return err([k286], "invalid type: " + kind(v287) + ", expected object");
        {
          for (const k292 in v287) {
            if (k292 === "model") {
              const v293 = v287["model"];
              { const e294 = v_ModelSettingsField(v293); if (e294) return within(e294, [k286, k292]); }
            }
            else if (k292 === "effort") {
              const v293 = v287["effort"];
              { const e295 = v_EffortSettingsField(v293); if (e295) return within(e295, [k286, k292]); }
            }
            else return err([k286, k292], "unknown field `" + k292 + "`" + ", expected one of `model`, `effort`");
          }
          if (v287["model"] === undefined) return err([k286], "missing field `model`");
          if (v287["effort"] === undefined) return err([k286], "missing field `effort`");
        }
      }
      else if (k286 === "permissions") {
        const v287 = x["permissions"];
        if (!(isObject(v287))) return err([k286], "invalid type: " + kind(v287) + ", expected object");
        {
          for (const k296 in v287) {
            if (k296 === "toolConfirmation") {
              const v297 = v287["toolConfirmation"];
              { const e298 = v_ToolConfirmationSettingsField(v297); if (e298) return within(e298, [k286, k296]); }
            }
            else return err([k286, k296], "unknown field `" + k296 + "`" + ", expected one of `toolConfirmation`");
          }
          if (v287["toolConfirmation"] === undefined) return err([k286], "missing field `toolConfirmation`");
        }
      }
      else return err([k286], "unknown field `" + k286 + "`" + ", expected one of `appearance`, `defaults`, `permissions`");
    }
    if (x["appearance"] === undefined) return err([], "missing field `appearance`");
    if (x["defaults"] === undefined) return err([], "missing field `defaults`");
    if (x["permissions"] === undefined) return err([], "missing field `permissions`");
  }
  return undefined;
}

function v_SettingsAppearance(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k299 in x) {
      if (k299 === "theme") {
        const v300 = x["theme"];
        { const e301 = v_ThemeSettingsField(v300); if (e301) return within(e301, [k299]); }
      }
      else if (k299 === "motion") {
        const v300 = x["motion"];
        { const e302 = v_MotionSettingsField(v300); if (e302) return within(e302, [k299]); }
      }
      else return err([k299], "unknown field `" + k299 + "`" + ", expected one of `theme`, `motion`");
    }
    if (x["theme"] === undefined) return err([], "missing field `theme`");
    if (x["motion"] === undefined) return err([], "missing field `motion`");
  }
  return undefined;
}

function v_SettingsDefaults(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k303 in x) {
      if (k303 === "model") {
        const v304 = x["model"];
        { const e305 = v_ModelSettingsField(v304); if (e305) return within(e305, [k303]); }
      }
      else if (k303 === "effort") {
        const v304 = x["effort"];
        { const e306 = v_EffortSettingsField(v304); if (e306) return within(e306, [k303]); }
      }
      else return err([k303], "unknown field `" + k303 + "`" + ", expected one of `model`, `effort`");
    }
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["effort"] === undefined) return err([], "missing field `effort`");
  }
  return undefined;
}

function v_SettingsPermissions(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k307 in x) {
      if (k307 === "toolConfirmation") {
        const v308 = x["toolConfirmation"];
        { const e309 = v_ToolConfirmationSettingsField(v308); if (e309) return within(e309, [k307]); }
      }
      else return err([k307], "unknown field `" + k307 + "`" + ", expected one of `toolConfirmation`");
    }
    if (x["toolConfirmation"] === undefined) return err([], "missing field `toolConfirmation`");
  }
  return undefined;
}

function v_SettingsCurrentSession(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k310 in x) {
      if (k310 === "model") {
        const v311 = x["model"];
        if (!(typeof v311 === "string")) return err([k310], "invalid type: " + kind(v311) + ", expected string");
      }
      else if (k310 === "effort") {
        const v311 = x["effort"];
        { const e312 = v_EffortPreference(v311); if (e312) return within(e312, [k310]); }
      }
      else if (k310 === "overridesProjectEffort") {
        const v311 = x["overridesProjectEffort"];
        if (!(typeof v311 === "boolean")) return err([k310], "invalid type: " + kind(v311) + ", expected boolean");
      }
      else return err([k310], "unknown field `" + k310 + "`" + ", expected one of `model`, `effort`, `overridesProjectEffort`");
    }
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["effort"] === undefined) return err([], "missing field `effort`");
    if (x["overridesProjectEffort"] === undefined) return err([], "missing field `overridesProjectEffort`");
  }
  return undefined;
}

function v_SettingsDiagnostic(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k313 in x) {
      if (k313 === "code") {
        const v314 = x["code"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "message") {
        const v314 = x["message"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else return err([k313], "unknown field `" + k313 + "`" + ", expected one of `code`, `message`");
    }
    if (x["code"] === undefined) return err([], "missing field `code`");
    if (x["message"] === undefined) return err([], "missing field `message`");
  }
  return undefined;
}

function v_RuntimeEventPayload(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k315 in x) {
      if (k315 === "eventType") {
        const v316 = x["eventType"];
        if (!(typeof v316 === "string")) return err([k315], "invalid type: " + kind(v316) + ", expected string");
        {
          if (v316.length < 2 && chars(v316) < 1) return err([k315], "string of length " + chars(v316) + " is shorter than minLength 1");
        }
      }
      else if (k315 === "value") {
        const v316 = x["value"];
        if (!(isObject(v316))) return err([k315], "invalid type: " + kind(v316) + ", expected object");
      }
      else return err([k315], "unknown field `" + k315 + "`" + ", expected one of `eventType`, `value`");
    }
    if (x["eventType"] === undefined) return err([], "missing field `eventType`");
    if (x["value"] === undefined) return err([], "missing field `value`");
  }
  return undefined;
}

function v_ThreadEventPayload(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k317 in x) {
      if (k317 === "sequence") {
        const v318 = x["sequence"];
        if (!(Number.isInteger(v318))) return err([k317], "invalid type: " + kind(v318) + ", expected integer");
        {
          if (v318 < 1) return err([k317], v318 + " is less than minimum 1");
        }
      }
      else if (k317 === "eventType") {
        const v318 = x["eventType"];
        if (!(typeof v318 === "string")) return err([k317], "invalid type: " + kind(v318) + ", expected string");
        {
          if (v318.length < 2 && chars(v318) < 1) return err([k317], "string of length " + chars(v318) + " is shorter than minLength 1");
        }
      }
      else if (k317 === "value") {
        const v318 = x["value"];
        if (!(isObject(v318))) return err([k317], "invalid type: " + kind(v318) + ", expected object");
      }
      else return err([k317], "unknown field `" + k317 + "`" + ", expected one of `sequence`, `eventType`, `value`");
    }
    if (x["sequence"] === undefined) return err([], "missing field `sequence`");
    if (x["eventType"] === undefined) return err([], "missing field `eventType`");
    if (x["value"] === undefined) return err([], "missing field `value`");
  }
  return undefined;
}

function v_WorkbenchStatePayload(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k319 in x) {
      if (k319 === "workspace") {
        const v320 = x["workspace"];
        if (!(typeof v320 === "string")) return err([k319], "invalid type: " + kind(v320) + ", expected string");
      }
      else if (k319 === "activeSessionId") {
        const v320 = x["activeSessionId"];
        if (!(typeof v320 === "string" || v320 === null)) return err([k319], "invalid type: " + kind(v320) + ", expected string or null");
      }
      else return err([k319], "unknown field `" + k319 + "`" + ", expected one of `workspace`, `activeSessionId`");
    }
    if (x["workspace"] === undefined) return err([], "missing field `workspace`");
    if (x["activeSessionId"] === undefined) return err([], "missing field `activeSessionId`");
  }
  return undefined;
}

function v_SettingsInvalidatedPayload(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k321 in x) {
      if (k321 === "revision") {
        const v322 = x["revision"];
        { const e323 = v_SettingsRevision(v322); if (e323) return within(e323, [k321]); }
      }
      else if (k321 === "reason") {
        const v322 = x["reason"];
        if (!(typeof v322 === "string")) return err([k321], "invalid type: " + kind(v322) + ", expected string");
        if (v322 !== "local-write" && v322 !== "external-edit" && v322 !== "workspace-change") return err([k321], "unknown variant " + kind(v322) + ", expected one of `local-write`, `external-edit`, `workspace-change`");
      }
      else if (k321 === "state") {
        const v322 = x["state"];
        if (!(typeof v322 === "string")) return err([k321], "invalid type: " + kind(v322) + ", expected string");
        if (v322 !== "ready" && v322 !== "invalid") return err([k321], "unknown variant " + kind(v322) + ", expected one of `ready`, `invalid`");
      }
      else return err([k321], "unknown field `" + k321 + "`" + ", expected one of `revision`, `reason`, `state`");
    }
    if (x["revision"] === undefined) return err([], "missing field `revision`");
    if (x["reason"] === undefined) return err([], "missing field `reason`");
    if (x["state"] === undefined) return err([], "missing field `state`");
  }
  return undefined;
}

function v_ReplayResetPayload(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k324 in x) {
      if (k324 === "reason") {
        const v325 = x["reason"];
        if (!(typeof v325 === "string")) return err([k324], "invalid type: " + kind(v325) + ", expected string");
      }
      else if (k324 === "snapshotRequired") {
        const v325 = x["snapshotRequired"];
        if (!(typeof v325 === "boolean")) return err([k324], "invalid type: " + kind(v325) + ", expected boolean");
        if (v325 !== true) return err([k324], "invalid value: " + kind(v325) + ", expected the constant " + "true");
      }
      else return err([k324], "unknown field `" + k324 + "`" + ", expected one of `reason`, `snapshotRequired`");
    }
    if (x["reason"] === undefined) return err([], "missing field `reason`");
    if (x["snapshotRequired"] === undefined) return err([], "missing field `snapshotRequired`");
  }
  return undefined;
}

/** Validates a value as a `HealthResponse`. */
export function validateHealthResponse(value) {
  return result(v_HealthResponse(value), value);
}

/** Whether a value is a `HealthResponse`. */
export function isHealthResponse(value) {
  return v_HealthResponse(value) === undefined;
}

/** Validates a value as a `BootstrapResponse`. */
export function validateBootstrapResponse(value) {
  return result(v_BootstrapResponse(value), value);
}

/** Whether a value is a `BootstrapResponse`. */
export function isBootstrapResponse(value) {
  return v_BootstrapResponse(value) === undefined;
}

/** Validates a value as a `MutationRequest`. */
export function validateMutationRequest(value) {
  return result(v_MutationRequest(value), value);
}

/** Whether a value is a `MutationRequest`. */
export function isMutationRequest(value) {
  return v_MutationRequest(value) === undefined;
}

/** Validates a value as a `RequestId`. */
export function validateRequestId(value) {
  return result(v_RequestId(value), value);
}

/** Whether a value is a `RequestId`. */
export function isRequestId(value) {
  return v_RequestId(value) === undefined;
}

/** Validates a value as a `ActivateWorkspaceRequest`. */
export function validateActivateWorkspaceRequest(value) {
  return result(v_ActivateWorkspaceRequest(value), value);
}

/** Whether a value is a `ActivateWorkspaceRequest`. */
export function isActivateWorkspaceRequest(value) {
  return v_ActivateWorkspaceRequest(value) === undefined;
}

/** Validates a value as a `CreateSessionRequest`. */
export function validateCreateSessionRequest(value) {
  return result(v_CreateSessionRequest(value), value);
}

/** Whether a value is a `CreateSessionRequest`. */
export function isCreateSessionRequest(value) {
  return v_CreateSessionRequest(value) === undefined;
}

/** Validates a value as a `RenameSessionRequest`. */
export function validateRenameSessionRequest(value) {
  return result(v_RenameSessionRequest(value), value);
}

/** Whether a value is a `RenameSessionRequest`. */
export function isRenameSessionRequest(value) {
  return v_RenameSessionRequest(value) === undefined;
}

/** Validates a value as a `WorkspaceSummary`. */
export function validateWorkspaceSummary(value) {
  return result(v_WorkspaceSummary(value), value);
}

/** Whether a value is a `WorkspaceSummary`. */
export function isWorkspaceSummary(value) {
  return v_WorkspaceSummary(value) === undefined;
}

/** Validates a value as a `WorkspacePage`. */
export function validateWorkspacePage(value) {
  return result(v_WorkspacePage(value), value);
}

/** Whether a value is a `WorkspacePage`. */
export function isWorkspacePage(value) {
  return v_WorkspacePage(value) === undefined;
}

/** Validates a value as a `WorkspaceMutationResult`. */
export function validateWorkspaceMutationResult(value) {
  return result(v_WorkspaceMutationResult(value), value);
}

/** Whether a value is a `WorkspaceMutationResult`. */
export function isWorkspaceMutationResult(value) {
  return v_WorkspaceMutationResult(value) === undefined;
}

/** Validates a value as a `SessionSummary`. */
export function validateSessionSummary(value) {
  return result(v_SessionSummary(value), value);
}

/** Whether a value is a `SessionSummary`. */
export function isSessionSummary(value) {
  return v_SessionSummary(value) === undefined;
}

/** Validates a value as a `SessionPage`. */
export function validateSessionPage(value) {
  return result(v_SessionPage(value), value);
}

/** Whether a value is a `SessionPage`. */
export function isSessionPage(value) {
  return v_SessionPage(value) === undefined;
}

/** Validates a value as a `SessionMutationResult`. */
export function validateSessionMutationResult(value) {
  return result(v_SessionMutationResult(value), value);
}

/** Whether a value is a `SessionMutationResult`. */
export function isSessionMutationResult(value) {
  return v_SessionMutationResult(value) === undefined;
}

/** Validates a value as a `TranscriptMessage`. */
export function validateTranscriptMessage(value) {
  return result(v_TranscriptMessage(value), value);
}

/** Whether a value is a `TranscriptMessage`. */
export function isTranscriptMessage(value) {
  return v_TranscriptMessage(value) === undefined;
}

/** Validates a value as a `TranscriptPage`. */
export function validateTranscriptPage(value) {
  return result(v_TranscriptPage(value), value);
}

/** Whether a value is a `TranscriptPage`. */
export function isTranscriptPage(value) {
  return v_TranscriptPage(value) === undefined;
}

/** Validates a value as a `GoalView`. */
export function validateGoalView(value) {
  return result(v_GoalView(value), value);
}

/** Whether a value is a `GoalView`. */
export function isGoalView(value) {
  return v_GoalView(value) === undefined;
}

/** Validates a value as a `PlanView`. */
export function validatePlanView(value) {
  return result(v_PlanView(value), value);
}

/** Whether a value is a `PlanView`. */
export function isPlanView(value) {
  return v_PlanView(value) === undefined;
}

/** Validates a value as a `PendingApproval`. */
export function validatePendingApproval(value) {
  return result(v_PendingApproval(value), value);
}

/** Whether a value is a `PendingApproval`. */
export function isPendingApproval(value) {
  return v_PendingApproval(value) === undefined;
}

/** Validates a value as a `FollowupItem`. */
export function validateFollowupItem(value) {
  return result(v_FollowupItem(value), value);
}

/** Whether a value is a `FollowupItem`. */
export function isFollowupItem(value) {
  return v_FollowupItem(value) === undefined;
}

/** Validates a value as a `SessionRuntimeSnapshot`. */
export function validateSessionRuntimeSnapshot(value) {
  return result(v_SessionRuntimeSnapshot(value), value);
}

/** Whether a value is a `SessionRuntimeSnapshot`. */
export function isSessionRuntimeSnapshot(value) {
  return v_SessionRuntimeSnapshot(value) === undefined;
}

/** Validates a value as a `SessionSnapshot`. */
export function validateSessionSnapshot(value) {
  return result(v_SessionSnapshot(value), value);
}

/** Whether a value is a `SessionSnapshot`. */
export function isSessionSnapshot(value) {
  return v_SessionSnapshot(value) === undefined;
}

/** Validates a value as a `SkillSummary`. */
export function validateSkillSummary(value) {
  return result(v_SkillSummary(value), value);
}

/** Whether a value is a `SkillSummary`. */
export function isSkillSummary(value) {
  return v_SkillSummary(value) === undefined;
}

/** Validates a value as a `SkillPage`. */
export function validateSkillPage(value) {
  return result(v_SkillPage(value), value);
}

/** Whether a value is a `SkillPage`. */
export function isSkillPage(value) {
  return v_SkillPage(value) === undefined;
}

/** Validates a value as a `McpServerSummary`. */
export function validateMcpServerSummary(value) {
  return result(v_McpServerSummary(value), value);
}

/** Whether a value is a `McpServerSummary`. */
export function isMcpServerSummary(value) {
  return v_McpServerSummary(value) === undefined;
}

/** Validates a value as a `McpPage`. */
export function validateMcpPage(value) {
  return result(v_McpPage(value), value);
}

/** Whether a value is a `McpPage`. */
export function isMcpPage(value) {
  return v_McpPage(value) === undefined;
}

/** Validates a value as a `ToolDetailSummary`. */
export function validateToolDetailSummary(value) {
  return result(v_ToolDetailSummary(value), value);
}

/** Whether a value is a `ToolDetailSummary`. */
export function isToolDetailSummary(value) {
  return v_ToolDetailSummary(value) === undefined;
}

/** Validates a value as a `ToolDetailSummaryPage`. */
export function validateToolDetailSummaryPage(value) {
  return result(v_ToolDetailSummaryPage(value), value);
}

/** Whether a value is a `ToolDetailSummaryPage`. */
export function isToolDetailSummaryPage(value) {
  return v_ToolDetailSummaryPage(value) === undefined;
}

/** Validates a value as a `ToolDetailPage`. */
export function validateToolDetailPage(value) {
  return result(v_ToolDetailPage(value), value);
}

/** Whether a value is a `ToolDetailPage`. */
export function isToolDetailPage(value) {
  return v_ToolDetailPage(value) === undefined;
}

/** Validates a value as a `SettingsRevision`. */
export function validateSettingsRevision(value) {
  return result(v_SettingsRevision(value), value);
}

/** Whether a value is a `SettingsRevision`. */
export function isSettingsRevision(value) {
  return v_SettingsRevision(value) === undefined;
}

/** Validates a value as a `SettingsFieldCommon`. */
export function validateSettingsFieldCommon(value) {
  return result(v_SettingsFieldCommon(value), value);
}

/** Whether a value is a `SettingsFieldCommon`. */
export function isSettingsFieldCommon(value) {
  return v_SettingsFieldCommon(value) === undefined;
}

/** Validates a value as a `ThemeSettingsField`. */
export function validateThemeSettingsField(value) {
  return result(v_ThemeSettingsField(value), value);
}

/** Whether a value is a `ThemeSettingsField`. */
export function isThemeSettingsField(value) {
  return v_ThemeSettingsField(value) === undefined;
}

/** Validates a value as a `MotionSettingsField`. */
export function validateMotionSettingsField(value) {
  return result(v_MotionSettingsField(value), value);
}

/** Whether a value is a `MotionSettingsField`. */
export function isMotionSettingsField(value) {
  return v_MotionSettingsField(value) === undefined;
}

/** Validates a value as a `ModelSettingsField`. */
export function validateModelSettingsField(value) {
  return result(v_ModelSettingsField(value), value);
}

/** Whether a value is a `ModelSettingsField`. */
export function isModelSettingsField(value) {
  return v_ModelSettingsField(value) === undefined;
}

/** Validates a value as a `EffortSettingsField`. */
export function validateEffortSettingsField(value) {
  return result(v_EffortSettingsField(value), value);
}

/** Whether a value is a `EffortSettingsField`. */
export function isEffortSettingsField(value) {
  return v_EffortSettingsField(value) === undefined;
}

/** Validates a value as a `ToolConfirmationSettingsField`. */
export function validateToolConfirmationSettingsField(value) {
  return result(v_ToolConfirmationSettingsField(value), value);
}

/** Whether a value is a `ToolConfirmationSettingsField`. */
export function isToolConfirmationSettingsField(value) {
  return v_ToolConfirmationSettingsField(value) === undefined;
}

/** Validates a value as a `EffortPreference`. */
export function validateEffortPreference(value) {
  return result(v_EffortPreference(value), value);
}

/** Whether a value is a `EffortPreference`. */
export function isEffortPreference(value) {
  return v_EffortPreference(value) === undefined;
}

/** Validates a value as a `ModelSummary`. */
export function validateModelSummary(value) {
  return result(v_ModelSummary(value), value);
}

/** Whether a value is a `ModelSummary`. */
export function isModelSummary(value) {
  return v_ModelSummary(value) === undefined;
}

/** Validates a value as a `CredentialSlot`. */
export function validateCredentialSlot(value) {
  return result(v_CredentialSlot(value), value);
}

/** Whether a value is a `CredentialSlot`. */
export function isCredentialSlot(value) {
  return v_CredentialSlot(value) === undefined;
}

/** Validates a value as a `SettingsDocument`. */
export function validateSettingsDocument(value) {
  return result(v_SettingsDocument(value), value);
}

/** Whether a value is a `SettingsDocument`. */
export function isSettingsDocument(value) {
  return v_SettingsDocument(value) === undefined;
}

/** Validates a value as a `SettingsOperation`. */
export function validateSettingsOperation(value) {
  return result(v_SettingsOperation(value), value);
}

/** Whether a value is a `SettingsOperation`. */
export function isSettingsOperation(value) {
  return v_SettingsOperation(value) === undefined;
}

/** Validates a value as a `SetThemeSetting`. */
export function validateSetThemeSetting(value) {
  return result(v_SetThemeSetting(value), value);
}

/** Whether a value is a `SetThemeSetting`. */
export function isSetThemeSetting(value) {
  return v_SetThemeSetting(value) === undefined;
}

/** Validates a value as a `UnsetThemeSetting`. */
export function validateUnsetThemeSetting(value) {
  return result(v_UnsetThemeSetting(value), value);
}

/** Whether a value is a `UnsetThemeSetting`. */
export function isUnsetThemeSetting(value) {
  return v_UnsetThemeSetting(value) === undefined;
}

/** Validates a value as a `SetMotionSetting`. */
export function validateSetMotionSetting(value) {
  return result(v_SetMotionSetting(value), value);
}

/** Whether a value is a `SetMotionSetting`. */
export function isSetMotionSetting(value) {
  return v_SetMotionSetting(value) === undefined;
}

/** Validates a value as a `UnsetMotionSetting`. */
export function validateUnsetMotionSetting(value) {
  return result(v_UnsetMotionSetting(value), value);
}

/** Whether a value is a `UnsetMotionSetting`. */
export function isUnsetMotionSetting(value) {
  return v_UnsetMotionSetting(value) === undefined;
}

/** Validates a value as a `SetModelSetting`. */
export function validateSetModelSetting(value) {
  return result(v_SetModelSetting(value), value);
}

/** Whether a value is a `SetModelSetting`. */
export function isSetModelSetting(value) {
  return v_SetModelSetting(value) === undefined;
}

/** Validates a value as a `UnsetModelSetting`. */
export function validateUnsetModelSetting(value) {
  return result(v_UnsetModelSetting(value), value);
}

/** Whether a value is a `UnsetModelSetting`. */
export function isUnsetModelSetting(value) {
  return v_UnsetModelSetting(value) === undefined;
}

/** Validates a value as a `SetEffortSetting`. */
export function validateSetEffortSetting(value) {
  return result(v_SetEffortSetting(value), value);
}

/** Whether a value is a `SetEffortSetting`. */
export function isSetEffortSetting(value) {
  return v_SetEffortSetting(value) === undefined;
}

/** Validates a value as a `UnsetEffortSetting`. */
export function validateUnsetEffortSetting(value) {
  return result(v_UnsetEffortSetting(value), value);
}

/** Whether a value is a `UnsetEffortSetting`. */
export function isUnsetEffortSetting(value) {
  return v_UnsetEffortSetting(value) === undefined;
}

/** Validates a value as a `SetToolConfirmationSetting`. */
export function validateSetToolConfirmationSetting(value) {
  return result(v_SetToolConfirmationSetting(value), value);
}

/** Whether a value is a `SetToolConfirmationSetting`. */
export function isSetToolConfirmationSetting(value) {
  return v_SetToolConfirmationSetting(value) === undefined;
}

/** Validates a value as a `UnsetToolConfirmationSetting`. */
export function validateUnsetToolConfirmationSetting(value) {
  return result(v_UnsetToolConfirmationSetting(value), value);
}

/** Whether a value is a `UnsetToolConfirmationSetting`. */
export function isUnsetToolConfirmationSetting(value) {
  return v_UnsetToolConfirmationSetting(value) === undefined;
}

/** Validates a value as a `UpdateSettingsRequest`. */
export function validateUpdateSettingsRequest(value) {
  return result(v_UpdateSettingsRequest(value), value);
}

/** Whether a value is a `UpdateSettingsRequest`. */
export function isUpdateSettingsRequest(value) {
  return v_UpdateSettingsRequest(value) === undefined;
}

/** Validates a value as a `SettingsMutationResult`. */
export function validateSettingsMutationResult(value) {
  return result(v_SettingsMutationResult(value), value);
}

/** Whether a value is a `SettingsMutationResult`. */
export function isSettingsMutationResult(value) {
  return v_SettingsMutationResult(value) === undefined;
}

/** Validates a value as a `WebCommand`. */
export function validateWebCommand(value) {
  return result(v_WebCommand(value), value);
}

/** Whether a value is a `WebCommand`. */
export function isWebCommand(value) {
  return v_WebCommand(value) === undefined;
}

/** Validates a value as a `CommandResult`. */
export function validateCommandResult(value) {
  return result(v_CommandResult(value), value);
}

/** Whether a value is a `CommandResult`. */
export function isCommandResult(value) {
  return v_CommandResult(value) === undefined;
}

/** Validates a value as a `WebEventEnvelope`. */
export function validateWebEventEnvelope(value) {
  return result(v_WebEventEnvelope(value), value);
}

/** Whether a value is a `WebEventEnvelope`. */
export function isWebEventEnvelope(value) {
  return v_WebEventEnvelope(value) === undefined;
}

/** Validates a value as a `RuntimeEventEnvelope`. */
export function validateRuntimeEventEnvelope(value) {
  return result(v_RuntimeEventEnvelope(value), value);
}

/** Whether a value is a `RuntimeEventEnvelope`. */
export function isRuntimeEventEnvelope(value) {
  return v_RuntimeEventEnvelope(value) === undefined;
}

/** Validates a value as a `ThreadEventEnvelope`. */
export function validateThreadEventEnvelope(value) {
  return result(v_ThreadEventEnvelope(value), value);
}

/** Whether a value is a `ThreadEventEnvelope`. */
export function isThreadEventEnvelope(value) {
  return v_ThreadEventEnvelope(value) === undefined;
}

/** Validates a value as a `WorkbenchStateEnvelope`. */
export function validateWorkbenchStateEnvelope(value) {
  return result(v_WorkbenchStateEnvelope(value), value);
}

/** Whether a value is a `WorkbenchStateEnvelope`. */
export function isWorkbenchStateEnvelope(value) {
  return v_WorkbenchStateEnvelope(value) === undefined;
}

/** Validates a value as a `SettingsInvalidatedEnvelope`. */
export function validateSettingsInvalidatedEnvelope(value) {
  return result(v_SettingsInvalidatedEnvelope(value), value);
}

/** Whether a value is a `SettingsInvalidatedEnvelope`. */
export function isSettingsInvalidatedEnvelope(value) {
  return v_SettingsInvalidatedEnvelope(value) === undefined;
}

/** Validates a value as a `ReplayResetEnvelope`. */
export function validateReplayResetEnvelope(value) {
  return result(v_ReplayResetEnvelope(value), value);
}

/** Whether a value is a `ReplayResetEnvelope`. */
export function isReplayResetEnvelope(value) {
  return v_ReplayResetEnvelope(value) === undefined;
}

/** Validates a value as a `Problem`. */
export function validateProblem(value) {
  return result(v_Problem(value), value);
}

/** Whether a value is a `Problem`. */
export function isProblem(value) {
  return v_Problem(value) === undefined;
}

/** Validates a value as a `BootstrapCapabilities`. */
export function validateBootstrapCapabilities(value) {
  return result(v_BootstrapCapabilities(value), value);
}

/** Whether a value is a `BootstrapCapabilities`. */
export function isBootstrapCapabilities(value) {
  return v_BootstrapCapabilities(value) === undefined;
}

/** Validates a value as a `DiagnosticsResponse`. */
export function validateDiagnosticsResponse(value) {
  return result(v_DiagnosticsResponse(value), value);
}

/** Whether a value is a `DiagnosticsResponse`. */
export function isDiagnosticsResponse(value) {
  return v_DiagnosticsResponse(value) === undefined;
}

/** Validates a value as a `OpenSettingsDocumentRequest`. */
export function validateOpenSettingsDocumentRequest(value) {
  return result(v_OpenSettingsDocumentRequest(value), value);
}

/** Whether a value is a `OpenSettingsDocumentRequest`. */
export function isOpenSettingsDocumentRequest(value) {
  return v_OpenSettingsDocumentRequest(value) === undefined;
}

/** Validates a value as a `OpenSettingsDocumentResponse`. */
export function validateOpenSettingsDocumentResponse(value) {
  return result(v_OpenSettingsDocumentResponse(value), value);
}

/** Whether a value is a `OpenSettingsDocumentResponse`. */
export function isOpenSettingsDocumentResponse(value) {
  return v_OpenSettingsDocumentResponse(value) === undefined;
}

/** Validates a value as a `SettingsSections`. */
export function validateSettingsSections(value) {
  return result(v_SettingsSections(value), value);
}

/** Whether a value is a `SettingsSections`. */
export function isSettingsSections(value) {
  return v_SettingsSections(value) === undefined;
}

/** Validates a value as a `SettingsAppearance`. */
export function validateSettingsAppearance(value) {
  return result(v_SettingsAppearance(value), value);
}

/** Whether a value is a `SettingsAppearance`. */
export function isSettingsAppearance(value) {
  return v_SettingsAppearance(value) === undefined;
}

/** Validates a value as a `SettingsDefaults`. */
export function validateSettingsDefaults(value) {
  return result(v_SettingsDefaults(value), value);
}

/** Whether a value is a `SettingsDefaults`. */
export function isSettingsDefaults(value) {
  return v_SettingsDefaults(value) === undefined;
}

/** Validates a value as a `SettingsPermissions`. */
export function validateSettingsPermissions(value) {
  return result(v_SettingsPermissions(value), value);
}

/** Whether a value is a `SettingsPermissions`. */
export function isSettingsPermissions(value) {
  return v_SettingsPermissions(value) === undefined;
}

/** Validates a value as a `SettingsCurrentSession`. */
export function validateSettingsCurrentSession(value) {
  return result(v_SettingsCurrentSession(value), value);
}

/** Whether a value is a `SettingsCurrentSession`. */
export function isSettingsCurrentSession(value) {
  return v_SettingsCurrentSession(value) === undefined;
}

/** Validates a value as a `SettingsDiagnostic`. */
export function validateSettingsDiagnostic(value) {
  return result(v_SettingsDiagnostic(value), value);
}

/** Whether a value is a `SettingsDiagnostic`. */
export function isSettingsDiagnostic(value) {
  return v_SettingsDiagnostic(value) === undefined;
}

/** Validates a value as a `RuntimeEventPayload`. */
export function validateRuntimeEventPayload(value) {
  return result(v_RuntimeEventPayload(value), value);
}

/** Whether a value is a `RuntimeEventPayload`. */
export function isRuntimeEventPayload(value) {
  return v_RuntimeEventPayload(value) === undefined;
}

/** Validates a value as a `ThreadEventPayload`. */
export function validateThreadEventPayload(value) {
  return result(v_ThreadEventPayload(value), value);
}

/** Whether a value is a `ThreadEventPayload`. */
export function isThreadEventPayload(value) {
  return v_ThreadEventPayload(value) === undefined;
}

/** Validates a value as a `WorkbenchStatePayload`. */
export function validateWorkbenchStatePayload(value) {
  return result(v_WorkbenchStatePayload(value), value);
}

/** Whether a value is a `WorkbenchStatePayload`. */
export function isWorkbenchStatePayload(value) {
  return v_WorkbenchStatePayload(value) === undefined;
}

/** Validates a value as a `SettingsInvalidatedPayload`. */
export function validateSettingsInvalidatedPayload(value) {
  return result(v_SettingsInvalidatedPayload(value), value);
}

/** Whether a value is a `SettingsInvalidatedPayload`. */
export function isSettingsInvalidatedPayload(value) {
  return v_SettingsInvalidatedPayload(value) === undefined;
}

/** Validates a value as a `ReplayResetPayload`. */
export function validateReplayResetPayload(value) {
  return result(v_ReplayResetPayload(value), value);
}

/** Whether a value is a `ReplayResetPayload`. */
export function isReplayResetPayload(value) {
  return v_ReplayResetPayload(value) === undefined;
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
