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

function failure(message) {
  return { ok: false, errors: [{ path: "(root)", message }] };
}

function notJson(e) {
  return failure("not JSON: " + (e instanceof Error ? e.message : String(e)));
}

// The view of the check under way: whether undeclared members pass where
// the schema closes the object.
let receive = false;
// The defaults of the absent members the check met, three entries each
// (object, member, value): filled in once the whole value is accepted, as
// the decoders fill them, so that the value has the members its type
// declares. A union branch or a test that fails drops what it added.
const fills = [];

function check(f, value, options) {
  receive = options != null && options.view === "receive";
  fills.length = 0;
  const e = f(value);
  if (e === undefined) for (let i = 0; i < fills.length; i += 3) fills[i][fills[i + 1]] = fills[i + 2];
  fills.length = 0;
  return e;
}

// An event union: in the receive view, `u` says whether the value is an
// event of a type this package does not know (or what is wrong with it).
function received(f, u, value, options) {
  const e = check(f, value, options);
  const unknown = receive ? u(value, e) : undefined;
  if (unknown === undefined) return result(e, value);
  return unknown.path === undefined ? { ok: true, value, unknown } : result(unknown, value);
}

// A position as the Rust clients read it: an integer in the range of an i64.
function position(n) {
  return Number.isInteger(n) && n >= -9223372036854775808 && n < 9223372036854775808 ? n : null;
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
      else if (!receive) return err([k1], "unknown field `" + k1 + "`" + ", expected one of `ok`, `version`");
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
            else if (!receive) return err([k3, k6], "unknown field `" + k6 + "`" + ", expected one of `goal`, `plan`, `skills`, `mcp`, `diagnostics`");
          }
          if (v4["goal"] === undefined) return err([k3], "missing field `goal`");
          if (v4["plan"] === undefined) return err([k3], "missing field `plan`");
          if (v4["skills"] === undefined) return err([k3], "missing field `skills`");
          if (v4["mcp"] === undefined) return err([k3], "missing field `mcp`");
          if (v4["diagnostics"] === undefined) return err([k3], "missing field `diagnostics`");
        }
      }
      else if (!receive) return err([k3], "unknown field `" + k3 + "`" + ", expected one of `apiVersion`, `productVersion`, `nonce`, `workspace`, `configured`, `activeSessionId`, `settings`, `capabilities`");
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
      else if (!receive) return err([k8], "unknown field `" + k8 + "`" + ", expected one of `requestId`");
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
      else if (!receive) return err([k11], "unknown field `" + k11 + "`" + ", expected one of `requestId`, `path`");
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
      else if (!receive) return err([k14], "unknown field `" + k14 + "`" + ", expected one of `requestId`, `name`");
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
      else if (!receive) return err([k17], "unknown field `" + k17 + "`" + ", expected one of `requestId`, `name`");
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
      else if (!receive) return err([k20], "unknown field `" + k20 + "`" + ", expected one of `path`, `label`, `active`, `sessionCount`");
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
      else if (!receive) return err([k22], "unknown field `" + k22 + "`" + ", expected one of `items`, `nextCursor`");
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
      else if (!receive) return err([k27], "unknown field `" + k27 + "`" + ", expected one of `requestId`, `active`, `page`");
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
      else if (!receive) return err([k31], "unknown field `" + k31 + "`" + ", expected one of `id`, `projectPath`, `name`, `model`, `createdAt`, `updatedAt`, `messageCount`, `taskSummary`, `activeGoalId`, `activeGoalObjective`");
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
      else if (!receive) return err([k33], "unknown field `" + k33 + "`" + ", expected one of `items`, `nextCursor`");
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
      else if (!receive) return err([k38], "unknown field `" + k38 + "`" + ", expected one of `requestId`, `session`");
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
      else if (!receive) return err([k42], "unknown field `" + k42 + "`" + ", expected one of `id`, `role`, `content`, `timestamp`, `modelVisibleContent`, `toolCallId`, `tool_calls`, `appliedSkills`");
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
      else if (!receive) return err([k48], "unknown field `" + k48 + "`" + ", expected one of `items`, `nextCursor`");
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
      else if (!receive) return err([k53], "unknown field `" + k53 + "`" + ", expected one of `authority`, `digest`, `state`");
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
      else if (!receive) return err([k55], "unknown field `" + k55 + "`" + ", expected one of `body`, `returnMode`, `digest`");
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
      else if (!receive) return err([k57], "unknown field `" + k57 + "`" + ", expected one of `id`, `toolName`, `reason`, `sanitizedArguments`, `allowedScopes`");
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
      else if (!receive) return err([k61], "unknown field `" + k61 + "`" + ", expected one of `id`, `text`, `queuedAt`");
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
      else if (!receive) return err([k63], "unknown field `" + k63 + "`" + ", expected one of `active`, `processing`, `agentMode`, `permissionMode`, `status`, `followups`, `followupLimit`, `contextUsage`, `tokenUsage`");
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
            const b80 = (() => {
              { const e78 = v_GoalView(v69); if (e78) return within(e78, [k68]); }
              return undefined;
            })();
            if (b80 === undefined) return undefined;
            u77.push(b80);
            const b81 = (() => {
              if (!(v69 === null)) return err([k68], "invalid type: " + kind(v69) + ", expected null");
              return undefined;
            })();
            if (b81 === undefined) return undefined;
            u77.push(b81);
            const u77d = u77.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u77d;
          }
        })();
        if (e76) return e76;
      }
      else if (k68 === "plan") {
        const v69 = x["plan"];
        const e82 = (() => {
          {
            const u83 = [];
            const b86 = (() => {
              { const e84 = v_PlanView(v69); if (e84) return within(e84, [k68]); }
              return undefined;
            })();
            if (b86 === undefined) return undefined;
            u83.push(b86);
            const b87 = (() => {
              if (!(v69 === null)) return err([k68], "invalid type: " + kind(v69) + ", expected null");
              return undefined;
            })();
            if (b87 === undefined) return undefined;
            u83.push(b87);
            const u83d = u83.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u83d;
          }
        })();
        if (e82) return e82;
      }
      else if (k68 === "recoveryDiagnostics") {
        const v69 = x["recoveryDiagnostics"];
        if (!(Array.isArray(v69))) return err([k68], "invalid type: " + kind(v69) + ", expected array");
        {
          for (let i88 = 0; i88 < v69.length; i88++) {
            const v89 = v69[i88];
          }
        }
      }
      else if (!receive) return err([k68], "unknown field `" + k68 + "`" + ", expected one of `apiVersion`, `session`, `threadId`, `threadCursor`, `eventCursor`, `projectionDigest`, `threadStatus`, `activeTurnId`, `transcript`, `runtime`, `pendingApprovals`, `goal`, `plan`, `recoveryDiagnostics`");
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
    for (const k90 in x) {
      if (k90 === "id") {
        const v91 = x["id"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
      }
      else if (k90 === "name") {
        const v91 = x["name"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
      }
      else if (k90 === "description") {
        const v91 = x["description"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
      }
      else if (k90 === "providerId") {
        const v91 = x["providerId"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
      }
      else if (k90 === "sourceScope") {
        const v91 = x["sourceScope"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
        if (v91 !== "builtin" && v91 !== "user" && v91 !== "configured" && v91 !== "project" && v91 !== "remote") return err([k90], "unknown variant " + kind(v91) + ", expected one of `builtin`, `user`, `configured`, `project`, `remote`");
      }
      else if (k90 === "modelInvocable") {
        const v91 = x["modelInvocable"];
        if (!(typeof v91 === "boolean")) return err([k90], "invalid type: " + kind(v91) + ", expected boolean");
      }
      else if (k90 === "userInvocable") {
        const v91 = x["userInvocable"];
        if (!(typeof v91 === "boolean")) return err([k90], "invalid type: " + kind(v91) + ", expected boolean");
      }
      else if (k90 === "requestedCapabilities") {
        const v91 = x["requestedCapabilities"];
        if (!(Array.isArray(v91))) return err([k90], "invalid type: " + kind(v91) + ", expected array");
        {
          for (let i92 = 0; i92 < v91.length; i92++) {
            const v93 = v91[i92];
            if (!(typeof v93 === "string")) return err([k90, i92], "invalid type: " + kind(v93) + ", expected string");
          }
        }
      }
      else if (k90 === "digest") {
        const v91 = x["digest"];
        if (!(typeof v91 === "string")) return err([k90], "invalid type: " + kind(v91) + ", expected string");
      }
      else if (!receive) return err([k90], "unknown field `" + k90 + "`" + ", expected one of `id`, `name`, `description`, `providerId`, `sourceScope`, `modelInvocable`, `userInvocable`, `requestedCapabilities`, `digest`");
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
    for (const k94 in x) {
      if (k94 === "items") {
        const v95 = x["items"];
        if (!(Array.isArray(v95))) return err([k94], "invalid type: " + kind(v95) + ", expected array");
        {
          for (let i96 = 0; i96 < v95.length; i96++) {
            const v97 = v95[i96];
            { const e98 = v_SkillSummary(v97); if (e98) return within(e98, [k94, i96]); }
          }
          if (v95.length > 100) return err([k94], "array has more than maxItems 100");
        }
      }
      else if (k94 === "nextCursor") {
        const v95 = x["nextCursor"];
        if (!(typeof v95 === "string" || v95 === null)) return err([k94], "invalid type: " + kind(v95) + ", expected string or null");
      }
      else if (!receive) return err([k94], "unknown field `" + k94 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
    if (x["nextCursor"] === undefined) return err([], "missing field `nextCursor`");
  }
  return undefined;
}

function v_McpServerSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k99 in x) {
      if (k99 === "id") {
        const v100 = x["id"];
        if (!(typeof v100 === "string")) return err([k99], "invalid type: " + kind(v100) + ", expected string");
      }
      else if (k99 === "name") {
        const v100 = x["name"];
        if (!(typeof v100 === "string")) return err([k99], "invalid type: " + kind(v100) + ", expected string");
      }
      else if (k99 === "description") {
        const v100 = x["description"];
        if (!(typeof v100 === "string")) return err([k99], "invalid type: " + kind(v100) + ", expected string");
      }
      else if (k99 === "transport") {
        const v100 = x["transport"];
        if (!(typeof v100 === "string")) return err([k99], "invalid type: " + kind(v100) + ", expected string");
        if (v100 !== "stdio" && v100 !== "sse" && v100 !== "http" && v100 !== "streamable-http" && v100 !== "websocket") return err([k99], "unknown variant " + kind(v100) + ", expected one of `stdio`, `sse`, `http`, `streamable-http`, `websocket`");
      }
      else if (k99 === "tags") {
        const v100 = x["tags"];
        if (!(Array.isArray(v100))) return err([k99], "invalid type: " + kind(v100) + ", expected array");
        {
          for (let i101 = 0; i101 < v100.length; i101++) {
            const v102 = v100[i101];
            if (!(typeof v102 === "string")) return err([k99, i101], "invalid type: " + kind(v102) + ", expected string");
          }
        }
      }
      else if (k99 === "disabled") {
        const v100 = x["disabled"];
        if (!(typeof v100 === "boolean")) return err([k99], "invalid type: " + kind(v100) + ", expected boolean");
      }
      else if (k99 === "state") {
        const v100 = x["state"];
        if (!(typeof v100 === "string")) return err([k99], "invalid type: " + kind(v100) + ", expected string");
        if (v100 !== "dormant" && v100 !== "activating" && v100 !== "connected" && v100 !== "idle" && v100 !== "draining" && v100 !== "failed") return err([k99], "unknown variant " + kind(v100) + ", expected one of `dormant`, `activating`, `connected`, `idle`, `draining`, `failed`");
      }
      else if (k99 === "generation") {
        const v100 = x["generation"];
        if (!(Number.isInteger(v100))) return err([k99], "invalid type: " + kind(v100) + ", expected integer");
        {
          if (v100 < 0) return err([k99], v100 + " is less than minimum 0");
        }
      }
      else if (k99 === "toolCount") {
        const v100 = x["toolCount"];
        if (!(Number.isInteger(v100))) return err([k99], "invalid type: " + kind(v100) + ", expected integer");
        {
          if (v100 < 0) return err([k99], v100 + " is less than minimum 0");
        }
      }
      else if (k99 === "activeCallCount") {
        const v100 = x["activeCallCount"];
        if (!(Number.isInteger(v100))) return err([k99], "invalid type: " + kind(v100) + ", expected integer");
        {
          if (v100 < 0) return err([k99], v100 + " is less than minimum 0");
        }
      }
      else if (k99 === "failure") {
        const v100 = x["failure"];
        if (!(typeof v100 === "string")) return err([k99], "invalid type: " + kind(v100) + ", expected string");
      }
      else if (!receive) return err([k99], "unknown field `" + k99 + "`" + ", expected one of `id`, `name`, `description`, `transport`, `tags`, `disabled`, `state`, `generation`, `toolCount`, `activeCallCount`, `failure`");
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
    for (const k103 in x) {
      if (k103 === "items") {
        const v104 = x["items"];
        if (!(Array.isArray(v104))) return err([k103], "invalid type: " + kind(v104) + ", expected array");
        {
          for (let i105 = 0; i105 < v104.length; i105++) {
            const v106 = v104[i105];
            { const e107 = v_McpServerSummary(v106); if (e107) return within(e107, [k103, i105]); }
          }
          if (v104.length > 100) return err([k103], "array has more than maxItems 100");
        }
      }
      else if (k103 === "nextCursor") {
        const v104 = x["nextCursor"];
        if (!(typeof v104 === "string" || v104 === null)) return err([k103], "invalid type: " + kind(v104) + ", expected string or null");
      }
      else if (!receive) return err([k103], "unknown field `" + k103 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
    if (x["nextCursor"] === undefined) return err([], "missing field `nextCursor`");
  }
  return undefined;
}

function v_ToolDetailSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k108 in x) {
      if (k108 === "callId") {
        const v109 = x["callId"];
        if (!(typeof v109 === "string")) return err([k108], "invalid type: " + kind(v109) + ", expected string");
      }
      else if (k108 === "sequence") {
        const v109 = x["sequence"];
        if (!(Number.isInteger(v109))) return err([k108], "invalid type: " + kind(v109) + ", expected integer");
        {
          if (v109 < 0) return err([k108], v109 + " is less than minimum 0");
        }
      }
      else if (k108 === "turnId") {
        const v109 = x["turnId"];
        if (!(typeof v109 === "string")) return err([k108], "invalid type: " + kind(v109) + ", expected string");
      }
      else if (k108 === "toolName") {
        const v109 = x["toolName"];
        if (!(typeof v109 === "string")) return err([k108], "invalid type: " + kind(v109) + ", expected string");
      }
      else if (k108 === "state") {
        const v109 = x["state"];
        if (!(typeof v109 === "string")) return err([k108], "invalid type: " + kind(v109) + ", expected string");
        if (v109 !== "success" && v109 !== "error" && v109 !== "skipped") return err([k108], "unknown variant " + kind(v109) + ", expected one of `success`, `error`, `skipped`");
      }
      else if (k108 === "outputBytes") {
        const v109 = x["outputBytes"];
        if (!(Number.isInteger(v109))) return err([k108], "invalid type: " + kind(v109) + ", expected integer");
        {
          if (v109 < 0) return err([k108], v109 + " is less than minimum 0");
        }
      }
      else if (k108 === "artifactId") {
        const v109 = x["artifactId"];
        if (!(typeof v109 === "string")) return err([k108], "invalid type: " + kind(v109) + ", expected string");
      }
      else if (k108 === "hasArtifact") {
        const v109 = x["hasArtifact"];
        if (!(typeof v109 === "boolean")) return err([k108], "invalid type: " + kind(v109) + ", expected boolean");
      }
      else if (!receive) return err([k108], "unknown field `" + k108 + "`" + ", expected one of `callId`, `sequence`, `turnId`, `toolName`, `state`, `outputBytes`, `artifactId`, `hasArtifact`");
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
    for (const k110 in x) {
      if (k110 === "items") {
        const v111 = x["items"];
        if (!(Array.isArray(v111))) return err([k110], "invalid type: " + kind(v111) + ", expected array");
        {
          for (let i112 = 0; i112 < v111.length; i112++) {
            const v113 = v111[i112];
            { const e114 = v_ToolDetailSummary(v113); if (e114) return within(e114, [k110, i112]); }
          }
          if (v111.length > 100) return err([k110], "array has more than maxItems 100");
        }
      }
      else if (k110 === "nextCursor") {
        const v111 = x["nextCursor"];
        if (!(typeof v111 === "string" || v111 === null)) return err([k110], "invalid type: " + kind(v111) + ", expected string or null");
      }
      else if (!receive) return err([k110], "unknown field `" + k110 + "`" + ", expected one of `items`, `nextCursor`");
    }
    if (x["items"] === undefined) return err([], "missing field `items`");
    if (x["nextCursor"] === undefined) return err([], "missing field `nextCursor`");
  }
  return undefined;
}

function v_ToolDetailPage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k115 in x) {
      if (k115 === "content") {
        const v116 = x["content"];
        if (!(typeof v116 === "string")) return err([k115], "invalid type: " + kind(v116) + ", expected string");
      }
      else if (k115 === "offsetBytes") {
        const v116 = x["offsetBytes"];
        if (!(Number.isInteger(v116))) return err([k115], "invalid type: " + kind(v116) + ", expected integer");
        {
          if (v116 < 0) return err([k115], v116 + " is less than minimum 0");
        }
      }
      else if (k115 === "nextOffsetBytes") {
        const v116 = x["nextOffsetBytes"];
        if (!(Number.isInteger(v116) || v116 === null)) return err([k115], "invalid type: " + kind(v116) + ", expected integer or null");
        if (typeof v116 === "number") {
          if (v116 < 0) return err([k115], v116 + " is less than minimum 0");
        }
      }
      else if (k115 === "totalBytes") {
        const v116 = x["totalBytes"];
        if (!(Number.isInteger(v116))) return err([k115], "invalid type: " + kind(v116) + ", expected integer");
        {
          if (v116 < 0) return err([k115], v116 + " is less than minimum 0");
        }
      }
      else if (k115 === "redacted") {
        const v116 = x["redacted"];
        if (!(typeof v116 === "boolean")) return err([k115], "invalid type: " + kind(v116) + ", expected boolean");
      }
      else if (!receive) return err([k115], "unknown field `" + k115 + "`" + ", expected one of `content`, `offsetBytes`, `nextOffsetBytes`, `totalBytes`, `redacted`");
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
    for (const k117 in x) {
      if (k117 === "source") {
        const v118 = x["source"];
        if (!(typeof v118 === "string")) return err([k117], "invalid type: " + kind(v118) + ", expected string");
        if (v118 !== "internal" && v118 !== "model" && v118 !== "global" && v118 !== "project" && v118 !== "session") return err([k117], "unknown variant " + kind(v118) + ", expected one of `internal`, `model`, `global`, `project`, `session`");
      }
      else if (k117 === "scope") {
        const v118 = x["scope"];
        if (!(typeof v118 === "string")) return err([k117], "invalid type: " + kind(v118) + ", expected string");
        if (v118 !== "global" && v118 !== "project" && v118 !== "session") return err([k117], "unknown variant " + kind(v118) + ", expected one of `global`, `project`, `session`");
      }
      else if (k117 === "applies") {
        const v118 = x["applies"];
        if (!(typeof v118 === "string")) return err([k117], "invalid type: " + kind(v118) + ", expected string");
        if (v118 !== "live" && v118 !== "next-logical-request" && v118 !== "new-session" && v118 !== "restart") return err([k117], "unknown variant " + kind(v118) + ", expected one of `live`, `next-logical-request`, `new-session`, `restart`");
      }
      else if (k117 === "overridden") {
        const v118 = x["overridden"];
        if (!(typeof v118 === "boolean")) return err([k117], "invalid type: " + kind(v118) + ", expected boolean");
      }
      else if (k117 === "writable") {
        const v118 = x["writable"];
        if (!(typeof v118 === "boolean")) return err([k117], "invalid type: " + kind(v118) + ", expected boolean");
      }
      else if (k117 === "blockedReason") {
        const v118 = x["blockedReason"];
        if (!(typeof v118 === "string")) return err([k117], "invalid type: " + kind(v118) + ", expected string");
        if (v118 !== "runtime_busy" && v118 !== "read_only" && v118 !== "invalid_document") return err([k117], "unknown variant " + kind(v118) + ", expected one of `runtime_busy`, `read_only`, `invalid_document`");
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
    for (const k119 in x) {
      if (k119 === "effectiveValue") {
        const v120 = x["effectiveValue"];
        if (!(typeof v120 === "string")) return err([k119], "invalid type: " + kind(v120) + ", expected string");
        if (v120 !== "system" && v120 !== "light" && v120 !== "dark") return err([k119], "unknown variant " + kind(v120) + ", expected one of `system`, `light`, `dark`");
      }
      else if (k119 === "explicitValue") {
        const v120 = x["explicitValue"];
        if (!(typeof v120 === "string")) return err([k119], "invalid type: " + kind(v120) + ", expected string");
        if (v120 !== "system" && v120 !== "light" && v120 !== "dark") return err([k119], "unknown variant " + kind(v120) + ", expected one of `system`, `light`, `dark`");
      }
      else if (k119 === "inheritedValue") {
        const v120 = x["inheritedValue"];
        if (!(typeof v120 === "string")) return err([k119], "invalid type: " + kind(v120) + ", expected string");
        if (v120 !== "system" && v120 !== "light" && v120 !== "dark") return err([k119], "unknown variant " + kind(v120) + ", expected one of `system`, `light`, `dark`");
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e121 = (() => {
    { const e122 = v_SettingsFieldCommon(x); if (e122) return e122; }
    return undefined;
  })();
  if (e121) return err([], e121.message);
  return undefined;
}

function v_MotionSettingsField(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k123 in x) {
      if (k123 === "effectiveValue") {
        const v124 = x["effectiveValue"];
        if (!(typeof v124 === "string")) return err([k123], "invalid type: " + kind(v124) + ", expected string");
        if (v124 !== "system" && v124 !== "reduced") return err([k123], "unknown variant " + kind(v124) + ", expected one of `system`, `reduced`");
      }
      else if (k123 === "explicitValue") {
        const v124 = x["explicitValue"];
        if (!(typeof v124 === "string")) return err([k123], "invalid type: " + kind(v124) + ", expected string");
        if (v124 !== "system" && v124 !== "reduced") return err([k123], "unknown variant " + kind(v124) + ", expected one of `system`, `reduced`");
      }
      else if (k123 === "inheritedValue") {
        const v124 = x["inheritedValue"];
        if (!(typeof v124 === "string")) return err([k123], "invalid type: " + kind(v124) + ", expected string");
        if (v124 !== "system" && v124 !== "reduced") return err([k123], "unknown variant " + kind(v124) + ", expected one of `system`, `reduced`");
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e125 = (() => {
    { const e126 = v_SettingsFieldCommon(x); if (e126) return e126; }
    return undefined;
  })();
  if (e125) return err([], e125.message);
  return undefined;
}

function v_ModelSettingsField(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k127 in x) {
      if (k127 === "effectiveValue") {
        const v128 = x["effectiveValue"];
        if (!(typeof v128 === "string")) return err([k127], "invalid type: " + kind(v128) + ", expected string");
        {
          if (v128.length < 2 && chars(v128) < 1) return err([k127], "string of length " + chars(v128) + " is shorter than minLength 1");
        }
      }
      else if (k127 === "explicitValue") {
        const v128 = x["explicitValue"];
        if (!(typeof v128 === "string")) return err([k127], "invalid type: " + kind(v128) + ", expected string");
        {
          if (v128.length < 2 && chars(v128) < 1) return err([k127], "string of length " + chars(v128) + " is shorter than minLength 1");
        }
      }
      else if (k127 === "inheritedValue") {
        const v128 = x["inheritedValue"];
        if (!(typeof v128 === "string")) return err([k127], "invalid type: " + kind(v128) + ", expected string");
        {
          if (v128.length < 2 && chars(v128) < 1) return err([k127], "string of length " + chars(v128) + " is shorter than minLength 1");
        }
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e129 = (() => {
    { const e130 = v_SettingsFieldCommon(x); if (e130) return e130; }
    return undefined;
  })();
  if (e129) return err([], e129.message);
  return undefined;
}

function v_EffortSettingsField(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k131 in x) {
      if (k131 === "effectiveValue") {
        const v132 = x["effectiveValue"];
        { const e133 = v_EffortPreference(v132); if (e133) return within(e133, [k131]); }
      }
      else if (k131 === "explicitValue") {
        const v132 = x["explicitValue"];
        { const e134 = v_EffortPreference(v132); if (e134) return within(e134, [k131]); }
      }
      else if (k131 === "inheritedValue") {
        const v132 = x["inheritedValue"];
        { const e135 = v_EffortPreference(v132); if (e135) return within(e135, [k131]); }
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e136 = (() => {
    { const e137 = v_SettingsFieldCommon(x); if (e137) return e137; }
    return undefined;
  })();
  if (e136) return err([], e136.message);
  return undefined;
}

function v_ToolConfirmationSettingsField(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k138 in x) {
      if (k138 === "effectiveValue") {
        const v139 = x["effectiveValue"];
        if (!(typeof v139 === "string")) return err([k138], "invalid type: " + kind(v139) + ", expected string");
        if (v139 !== "allow" && v139 !== "ask" && v139 !== "deny") return err([k138], "unknown variant " + kind(v139) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k138 === "explicitValue") {
        const v139 = x["explicitValue"];
        if (!(typeof v139 === "string")) return err([k138], "invalid type: " + kind(v139) + ", expected string");
        if (v139 !== "allow" && v139 !== "ask" && v139 !== "deny") return err([k138], "unknown variant " + kind(v139) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k138 === "inheritedValue") {
        const v139 = x["inheritedValue"];
        if (!(typeof v139 === "string")) return err([k138], "invalid type: " + kind(v139) + ", expected string");
        if (v139 !== "allow" && v139 !== "ask" && v139 !== "deny") return err([k138], "unknown variant " + kind(v139) + ", expected one of `allow`, `ask`, `deny`");
      }
    }
    if (x["effectiveValue"] === undefined) return err([], "missing field `effectiveValue`");
  }
  const e140 = (() => {
    { const e141 = v_SettingsFieldCommon(x); if (e141) return e141; }
    return undefined;
  })();
  if (e140) return err([], e140.message);
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
    for (const k142 in x) {
      if (k142 === "id") {
        const v143 = x["id"];
        if (!(typeof v143 === "string")) return err([k142], "invalid type: " + kind(v143) + ", expected string");
        {
          if (v143.length < 2 && chars(v143) < 1) return err([k142], "string of length " + chars(v143) + " is shorter than minLength 1");
        }
      }
      else if (k142 === "label") {
        const v143 = x["label"];
        if (!(typeof v143 === "string")) return err([k142], "invalid type: " + kind(v143) + ", expected string");
        {
          if (v143.length < 2 && chars(v143) < 1) return err([k142], "string of length " + chars(v143) + " is shorter than minLength 1");
        }
      }
      else if (k142 === "provider") {
        const v143 = x["provider"];
        if (!(typeof v143 === "string")) return err([k142], "invalid type: " + kind(v143) + ", expected string");
      }
      else if (!receive) return err([k142], "unknown field `" + k142 + "`" + ", expected one of `id`, `label`, `provider`");
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["label"] === undefined) return err([], "missing field `label`");
  }
  return undefined;
}

function v_CredentialSlot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k144 in x) {
      if (k144 === "providerId") {
        const v145 = x["providerId"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
        {
          if (v145.length < 2 && chars(v145) < 1) return err([k144], "string of length " + chars(v145) + " is shorter than minLength 1");
        }
      }
      else if (k144 === "state") {
        const v145 = x["state"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
        if (v145 !== "ready" && v145 !== "missing" && v145 !== "unavailable") return err([k144], "unknown variant " + kind(v145) + ", expected one of `ready`, `missing`, `unavailable`");
      }
      else if (k144 === "source") {
        const v145 = x["source"];
        if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
        if (v145 !== "environment" && v145 !== "legacy" && v145 !== "none") return err([k144], "unknown variant " + kind(v145) + ", expected one of `environment`, `legacy`, `none`");
      }
      else if (k144 === "writable") {
        const v145 = x["writable"];
        if (!(typeof v145 === "boolean")) return err([k144], "invalid type: " + kind(v145) + ", expected boolean");
        if (v145 !== false) return err([k144], "invalid value: " + kind(v145) + ", expected the constant " + "false");
      }
      else if (!receive) return err([k144], "unknown field `" + k144 + "`" + ", expected one of `providerId`, `state`, `source`, `writable`");
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
    for (const k146 in x) {
      if (k146 === "schemaVersion") {
        const v147 = x["schemaVersion"];
        if (!(Number.isInteger(v147))) return err([k146], "invalid type: " + kind(v147) + ", expected integer");
        if (v147 !== 1) return err([k146], "invalid value: " + kind(v147) + ", expected the constant " + "1");
      }
      else if (k146 === "revision") {
        const v147 = x["revision"];
        { const e148 = v_SettingsRevision(v147); if (e148) return within(e148, [k146]); }
      }
      else if (k146 === "state") {
        const v147 = x["state"];
        if (!(typeof v147 === "string")) return err([k146], "invalid type: " + kind(v147) + ", expected string");
        if (v147 !== "ready" && v147 !== "invalid" && v147 !== "read-only" && v147 !== "unavailable") return err([k146], "unknown variant " + kind(v147) + ", expected one of `ready`, `invalid`, `read-only`, `unavailable`");
      }
      else if (k146 === "writable") {
        const v147 = x["writable"];
        if (!(typeof v147 === "boolean")) return err([k146], "invalid type: " + kind(v147) + ", expected boolean");
      }
      else if (k146 === "hasDocument") {
        const v147 = x["hasDocument"];
        if (!(typeof v147 === "boolean")) return err([k146], "invalid type: " + kind(v147) + ", expected boolean");
      }
      else if (k146 === "workspace") {
        const v147 = x["workspace"];
        if (!(typeof v147 === "string")) return err([k146], "invalid type: " + kind(v147) + ", expected string");
      }
      else if (k146 === "sections") {
        const v147 = x["sections"];
        if (!(isObject(v147))) return err([k146], "invalid type: " + kind(v147) + ", expected object");
        {
          for (const k149 in v147) {
            if (k149 === "appearance") {
              const v150 = v147["appearance"];
              if (!(isObject(v150))) return err([k146, k149], "invalid type: " + kind(v150) + ", expected object");
              {
                for (const k151 in v150) {
                  if (k151 === "theme") {
                    const v152 = v150["theme"];
                    { const e153 = v_ThemeSettingsField(v152); if (e153) return within(e153, [k146, k149, k151]); }
                  }
                  else if (k151 === "motion") {
                    const v152 = v150["motion"];
                    { const e154 = v_MotionSettingsField(v152); if (e154) return within(e154, [k146, k149, k151]); }
                  }
                  else if (!receive) return err([k146, k149, k151], "unknown field `" + k151 + "`" + ", expected one of `theme`, `motion`");
                }
                if (v150["theme"] === undefined) return err([k146, k149], "missing field `theme`");
                if (v150["motion"] === undefined) return err([k146, k149], "missing field `motion`");
              }
            }
            else if (k149 === "defaults") {
              const v150 = v147["defaults"];
              if (!(isObject(v150))) return err([k146, k149], "invalid type: " + kind(v150) + ", expected object");
              {
                for (const k155 in v150) {
                  if (k155 === "model") {
                    const v156 = v150["model"];
                    { const e157 = v_ModelSettingsField(v156); if (e157) return within(e157, [k146, k149, k155]); }
                  }
                  else if (k155 === "effort") {
                    const v156 = v150["effort"];
                    { const e158 = v_EffortSettingsField(v156); if (e158) return within(e158, [k146, k149, k155]); }
                  }
                  else if (!receive) return err([k146, k149, k155], "unknown field `" + k155 + "`" + ", expected one of `model`, `effort`");
                }
                if (v150["model"] === undefined) return err([k146, k149], "missing field `model`");
                if (v150["effort"] === undefined) return err([k146, k149], "missing field `effort`");
              }
            }
            else if (k149 === "permissions") {
              const v150 = v147["permissions"];
              if (!(isObject(v150))) return err([k146, k149], "invalid type: " + kind(v150) + ", expected object");
              {
                for (const k159 in v150) {
                  if (k159 === "toolConfirmation") {
                    const v160 = v150["toolConfirmation"];
                    { const e161 = v_ToolConfirmationSettingsField(v160); if (e161) return within(e161, [k146, k149, k159]); }
                  }
                  else if (!receive) return err([k146, k149, k159], "unknown field `" + k159 + "`" + ", expected one of `toolConfirmation`");
                }
                if (v150["toolConfirmation"] === undefined) return err([k146, k149], "missing field `toolConfirmation`");
              }
            }
            else if (!receive) return err([k146, k149], "unknown field `" + k149 + "`" + ", expected one of `appearance`, `defaults`, `permissions`");
          }
          if (v147["appearance"] === undefined) return err([k146], "missing field `appearance`");
          if (v147["defaults"] === undefined) return err([k146], "missing field `defaults`");
          if (v147["permissions"] === undefined) return err([k146], "missing field `permissions`");
        }
      }
      else if (k146 === "models") {
        const v147 = x["models"];
        if (!(Array.isArray(v147))) return err([k146], "invalid type: " + kind(v147) + ", expected array");
        {
          for (let i162 = 0; i162 < v147.length; i162++) {
            const v163 = v147[i162];
            { const e164 = v_ModelSummary(v163); if (e164) return within(e164, [k146, i162]); }
          }
        }
      }
      else if (k146 === "credentials") {
        const v147 = x["credentials"];
        if (!(Array.isArray(v147))) return err([k146], "invalid type: " + kind(v147) + ", expected array");
        {
          for (let i165 = 0; i165 < v147.length; i165++) {
            const v166 = v147[i165];
            { const e167 = v_CredentialSlot(v166); if (e167) return within(e167, [k146, i165]); }
          }
        }
      }
      else if (k146 === "currentSession") {
        const v147 = x["currentSession"];
        if (!(isObject(v147))) return err([k146], "invalid type: " + kind(v147) + ", expected object");
        {
          for (const k168 in v147) {
            if (k168 === "model") {
              const v169 = v147["model"];
              if (!(typeof v169 === "string")) return err([k146, k168], "invalid type: " + kind(v169) + ", expected string");
            }
            else if (k168 === "effort") {
              const v169 = v147["effort"];
              { const e170 = v_EffortPreference(v169); if (e170) return within(e170, [k146, k168]); }
            }
            else if (k168 === "overridesProjectEffort") {
              const v169 = v147["overridesProjectEffort"];
              if (!(typeof v169 === "boolean")) return err([k146, k168], "invalid type: " + kind(v169) + ", expected boolean");
            }
            else if (!receive) return err([k146, k168], "unknown field `" + k168 + "`" + ", expected one of `model`, `effort`, `overridesProjectEffort`");
          }
          if (v147["model"] === undefined) return err([k146], "missing field `model`");
          if (v147["effort"] === undefined) return err([k146], "missing field `effort`");
          if (v147["overridesProjectEffort"] === undefined) return err([k146], "missing field `overridesProjectEffort`");
        }
      }
      else if (k146 === "diagnostic") {
        const v147 = x["diagnostic"];
        if (!(isObject(v147))) return err([k146], "invalid type: " + kind(v147) + ", expected object");
        {
          for (const k171 in v147) {
            if (k171 === "code") {
              const v172 = v147["code"];
              if (!(typeof v172 === "string")) return err([k146, k171], "invalid type: " + kind(v172) + ", expected string");
            }
            else if (k171 === "message") {
              const v172 = v147["message"];
              if (!(typeof v172 === "string")) return err([k146, k171], "invalid type: " + kind(v172) + ", expected string");
            }
            else if (!receive) return err([k146, k171], "unknown field `" + k171 + "`" + ", expected one of `code`, `message`");
          }
          if (v147["code"] === undefined) return err([k146], "missing field `code`");
          if (v147["message"] === undefined) return err([k146], "missing field `message`");
        }
      }
      else if (!receive) return err([k146], "unknown field `" + k146 + "`" + ", expected one of `schemaVersion`, `revision`, `state`, `writable`, `hasDocument`, `workspace`, `sections`, `models`, `credentials`, `currentSession`, `diagnostic`");
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
  const e173 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with `op` and `key`");
    let s175 = 0;
    for (const k174 of Object.keys(x)) {
      if (k174 === "op") {
        if (!["set", "unset"].some((v) => equal(v, x[k174]))) return err([k174], "unknown variant " + kind(x[k174]) + ", expected one of `set`, `unset`");
        s175++;
      }
      else if (k174 === "key") {
        if (!["appearance.motion", "appearance.theme", "defaults.effort", "defaults.model", "permissions.toolConfirmation"].some((v) => equal(v, x[k174]))) return err([k174], "unknown variant " + kind(x[k174]) + ", expected one of `appearance.motion`, `appearance.theme`, `defaults.effort`, `defaults.model`, `permissions.toolConfirmation`");
        s175++;
      }
      else if (!receive && !["op","key","value"].includes(k174)) return err([k174], "unknown field `" + k174 + "`, expected one of `op`, `key`, `value`");
      if (s175 === 2) break;
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
    if (x["op"] === "set" && x["key"] === "appearance.theme") {
      { const e176 = v_SetThemeSetting(x); if (e176) return e176; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "appearance.theme") {
      { const e177 = v_UnsetThemeSetting(x); if (e177) return e177; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "appearance.motion") {
      { const e178 = v_SetMotionSetting(x); if (e178) return e178; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "appearance.motion") {
      { const e179 = v_UnsetMotionSetting(x); if (e179) return e179; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "defaults.model") {
      { const e180 = v_SetModelSetting(x); if (e180) return e180; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "defaults.model") {
      { const e181 = v_UnsetModelSetting(x); if (e181) return e181; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "defaults.effort") {
      { const e182 = v_SetEffortSetting(x); if (e182) return e182; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "defaults.effort") {
      { const e183 = v_UnsetEffortSetting(x); if (e183) return e183; }
      return undefined;
    }
    if (x["op"] === "set" && x["key"] === "permissions.toolConfirmation") {
      { const e184 = v_SetToolConfirmationSetting(x); if (e184) return e184; }
      return undefined;
    }
    if (x["op"] === "unset" && x["key"] === "permissions.toolConfirmation") {
      { const e185 = v_UnsetToolConfirmationSetting(x); if (e185) return e185; }
      return undefined;
    }
    return err([], "no variant has these `op`, `key`");
  })();
  if (e173) return e173;
  return undefined;
}

function v_SetThemeSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k186 in x) {
      if (k186 === "op") {
        const v187 = x["op"];
        if (!(typeof v187 === "string")) return err([k186], "invalid type: " + kind(v187) + ", expected string");
        if (v187 !== "set") return err([k186], "invalid value: " + kind(v187) + ", expected the constant " + "\"set\"");
      }
      else if (k186 === "key") {
        const v187 = x["key"];
        if (!(typeof v187 === "string")) return err([k186], "invalid type: " + kind(v187) + ", expected string");
        if (v187 !== "appearance.theme") return err([k186], "invalid value: " + kind(v187) + ", expected the constant " + "\"appearance.theme\"");
      }
      else if (k186 === "value") {
        const v187 = x["value"];
        if (!(typeof v187 === "string")) return err([k186], "invalid type: " + kind(v187) + ", expected string");
        if (v187 !== "system" && v187 !== "light" && v187 !== "dark") return err([k186], "unknown variant " + kind(v187) + ", expected one of `system`, `light`, `dark`");
      }
      else if (!receive) return err([k186], "unknown field `" + k186 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k188 in x) {
      if (k188 === "op") {
        const v189 = x["op"];
        if (!(typeof v189 === "string")) return err([k188], "invalid type: " + kind(v189) + ", expected string");
        if (v189 !== "unset") return err([k188], "invalid value: " + kind(v189) + ", expected the constant " + "\"unset\"");
      }
      else if (k188 === "key") {
        const v189 = x["key"];
        if (!(typeof v189 === "string")) return err([k188], "invalid type: " + kind(v189) + ", expected string");
        if (v189 !== "appearance.theme") return err([k188], "invalid value: " + kind(v189) + ", expected the constant " + "\"appearance.theme\"");
      }
      else if (!receive) return err([k188], "unknown field `" + k188 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_SetMotionSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k190 in x) {
      if (k190 === "op") {
        const v191 = x["op"];
        if (!(typeof v191 === "string")) return err([k190], "invalid type: " + kind(v191) + ", expected string");
        if (v191 !== "set") return err([k190], "invalid value: " + kind(v191) + ", expected the constant " + "\"set\"");
      }
      else if (k190 === "key") {
        const v191 = x["key"];
        if (!(typeof v191 === "string")) return err([k190], "invalid type: " + kind(v191) + ", expected string");
        if (v191 !== "appearance.motion") return err([k190], "invalid value: " + kind(v191) + ", expected the constant " + "\"appearance.motion\"");
      }
      else if (k190 === "value") {
        const v191 = x["value"];
        if (!(typeof v191 === "string")) return err([k190], "invalid type: " + kind(v191) + ", expected string");
        if (v191 !== "system" && v191 !== "reduced") return err([k190], "unknown variant " + kind(v191) + ", expected one of `system`, `reduced`");
      }
      else if (!receive) return err([k190], "unknown field `" + k190 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k192 in x) {
      if (k192 === "op") {
        const v193 = x["op"];
        if (!(typeof v193 === "string")) return err([k192], "invalid type: " + kind(v193) + ", expected string");
        if (v193 !== "unset") return err([k192], "invalid value: " + kind(v193) + ", expected the constant " + "\"unset\"");
      }
      else if (k192 === "key") {
        const v193 = x["key"];
        if (!(typeof v193 === "string")) return err([k192], "invalid type: " + kind(v193) + ", expected string");
        if (v193 !== "appearance.motion") return err([k192], "invalid value: " + kind(v193) + ", expected the constant " + "\"appearance.motion\"");
      }
      else if (!receive) return err([k192], "unknown field `" + k192 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_SetModelSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k194 in x) {
      if (k194 === "op") {
        const v195 = x["op"];
        if (!(typeof v195 === "string")) return err([k194], "invalid type: " + kind(v195) + ", expected string");
        if (v195 !== "set") return err([k194], "invalid value: " + kind(v195) + ", expected the constant " + "\"set\"");
      }
      else if (k194 === "key") {
        const v195 = x["key"];
        if (!(typeof v195 === "string")) return err([k194], "invalid type: " + kind(v195) + ", expected string");
        if (v195 !== "defaults.model") return err([k194], "invalid value: " + kind(v195) + ", expected the constant " + "\"defaults.model\"");
      }
      else if (k194 === "value") {
        const v195 = x["value"];
        if (!(typeof v195 === "string")) return err([k194], "invalid type: " + kind(v195) + ", expected string");
        {
          if (v195.length < 2 && chars(v195) < 1) return err([k194], "string of length " + chars(v195) + " is shorter than minLength 1");
          if (v195.length > 200 && chars(v195) > 200) return err([k194], "string of length " + chars(v195) + " is longer than maxLength 200");
        }
      }
      else if (!receive) return err([k194], "unknown field `" + k194 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k196 in x) {
      if (k196 === "op") {
        const v197 = x["op"];
        if (!(typeof v197 === "string")) return err([k196], "invalid type: " + kind(v197) + ", expected string");
        if (v197 !== "unset") return err([k196], "invalid value: " + kind(v197) + ", expected the constant " + "\"unset\"");
      }
      else if (k196 === "key") {
        const v197 = x["key"];
        if (!(typeof v197 === "string")) return err([k196], "invalid type: " + kind(v197) + ", expected string");
        if (v197 !== "defaults.model") return err([k196], "invalid value: " + kind(v197) + ", expected the constant " + "\"defaults.model\"");
      }
      else if (!receive) return err([k196], "unknown field `" + k196 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_SetEffortSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k198 in x) {
      if (k198 === "op") {
        const v199 = x["op"];
        if (!(typeof v199 === "string")) return err([k198], "invalid type: " + kind(v199) + ", expected string");
        if (v199 !== "set") return err([k198], "invalid value: " + kind(v199) + ", expected the constant " + "\"set\"");
      }
      else if (k198 === "key") {
        const v199 = x["key"];
        if (!(typeof v199 === "string")) return err([k198], "invalid type: " + kind(v199) + ", expected string");
        if (v199 !== "defaults.effort") return err([k198], "invalid value: " + kind(v199) + ", expected the constant " + "\"defaults.effort\"");
      }
      else if (k198 === "value") {
        const v199 = x["value"];
        { const e200 = v_EffortPreference(v199); if (e200) return within(e200, [k198]); }
      }
      else if (!receive) return err([k198], "unknown field `" + k198 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k201 in x) {
      if (k201 === "op") {
        const v202 = x["op"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
        if (v202 !== "unset") return err([k201], "invalid value: " + kind(v202) + ", expected the constant " + "\"unset\"");
      }
      else if (k201 === "key") {
        const v202 = x["key"];
        if (!(typeof v202 === "string")) return err([k201], "invalid type: " + kind(v202) + ", expected string");
        if (v202 !== "defaults.effort") return err([k201], "invalid value: " + kind(v202) + ", expected the constant " + "\"defaults.effort\"");
      }
      else if (!receive) return err([k201], "unknown field `" + k201 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_SetToolConfirmationSetting(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k203 in x) {
      if (k203 === "op") {
        const v204 = x["op"];
        if (!(typeof v204 === "string")) return err([k203], "invalid type: " + kind(v204) + ", expected string");
        if (v204 !== "set") return err([k203], "invalid value: " + kind(v204) + ", expected the constant " + "\"set\"");
      }
      else if (k203 === "key") {
        const v204 = x["key"];
        if (!(typeof v204 === "string")) return err([k203], "invalid type: " + kind(v204) + ", expected string");
        if (v204 !== "permissions.toolConfirmation") return err([k203], "invalid value: " + kind(v204) + ", expected the constant " + "\"permissions.toolConfirmation\"");
      }
      else if (k203 === "value") {
        const v204 = x["value"];
        if (!(typeof v204 === "string")) return err([k203], "invalid type: " + kind(v204) + ", expected string");
        if (v204 !== "allow" && v204 !== "ask" && v204 !== "deny") return err([k203], "unknown variant " + kind(v204) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (!receive) return err([k203], "unknown field `" + k203 + "`" + ", expected one of `op`, `key`, `value`");
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
    for (const k205 in x) {
      if (k205 === "op") {
        const v206 = x["op"];
        if (!(typeof v206 === "string")) return err([k205], "invalid type: " + kind(v206) + ", expected string");
        if (v206 !== "unset") return err([k205], "invalid value: " + kind(v206) + ", expected the constant " + "\"unset\"");
      }
      else if (k205 === "key") {
        const v206 = x["key"];
        if (!(typeof v206 === "string")) return err([k205], "invalid type: " + kind(v206) + ", expected string");
        if (v206 !== "permissions.toolConfirmation") return err([k205], "invalid value: " + kind(v206) + ", expected the constant " + "\"permissions.toolConfirmation\"");
      }
      else if (!receive) return err([k205], "unknown field `" + k205 + "`" + ", expected one of `op`, `key`");
    }
    if (x["op"] === undefined) return err([], "missing field `op`");
    if (x["key"] === undefined) return err([], "missing field `key`");
  }
  return undefined;
}

function v_UpdateSettingsRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k207 in x) {
      if (k207 === "requestId") {
        const v208 = x["requestId"];
        { const e209 = v_RequestId(v208); if (e209) return within(e209, [k207]); }
      }
      else if (k207 === "expectedRevision") {
        const v208 = x["expectedRevision"];
        { const e210 = v_SettingsRevision(v208); if (e210) return within(e210, [k207]); }
      }
      else if (k207 === "operations") {
        const v208 = x["operations"];
        if (!(Array.isArray(v208))) return err([k207], "invalid type: " + kind(v208) + ", expected array");
        {
          const f211 = (y) => {
            if (isObject(y)) {
              for (const k213 in y) {
                if (k213 === "key") {
                  const v214 = y["key"];
                  if (v214 !== "appearance.theme") return err([k213], "invalid value: " + kind(v214) + ", expected the constant " + "\"appearance.theme\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n212 = 0;
          const f215 = (y) => {
            if (isObject(y)) {
              for (const k217 in y) {
                if (k217 === "key") {
                  const v218 = y["key"];
                  if (v218 !== "appearance.motion") return err([k217], "invalid value: " + kind(v218) + ", expected the constant " + "\"appearance.motion\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n216 = 0;
          const f219 = (y) => {
            if (isObject(y)) {
              for (const k221 in y) {
                if (k221 === "key") {
                  const v222 = y["key"];
                  if (v222 !== "defaults.model") return err([k221], "invalid value: " + kind(v222) + ", expected the constant " + "\"defaults.model\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n220 = 0;
          const f223 = (y) => {
            if (isObject(y)) {
              for (const k225 in y) {
                if (k225 === "key") {
                  const v226 = y["key"];
                  if (v226 !== "defaults.effort") return err([k225], "invalid value: " + kind(v226) + ", expected the constant " + "\"defaults.effort\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n224 = 0;
          const f227 = (y) => {
            if (isObject(y)) {
              for (const k229 in y) {
                if (k229 === "key") {
                  const v230 = y["key"];
                  if (v230 !== "permissions.toolConfirmation") return err([k229], "invalid value: " + kind(v230) + ", expected the constant " + "\"permissions.toolConfirmation\"");
                }
              }
              if (y["key"] === undefined) return err([], "missing field `key`");
            }
            return undefined;
          };
          let n228 = 0;
          for (let i231 = 0; i231 < v208.length; i231++) {
            const v232 = v208[i231];
            { const e233 = v_SettingsOperation(v232); if (e233) return within(e233, [k207, i231]); }
            if (f211(v232) === undefined) n212++;
            if (n212 > 1) return err([k207, i231, "key"], "array has more than maxContains 1 matching items");
            if (f215(v232) === undefined) n216++;
            if (n216 > 1) return err([k207, i231, "key"], "array has more than maxContains 1 matching items");
            if (f219(v232) === undefined) n220++;
            if (n220 > 1) return err([k207, i231, "key"], "array has more than maxContains 1 matching items");
            if (f223(v232) === undefined) n224++;
            if (n224 > 1) return err([k207, i231, "key"], "array has more than maxContains 1 matching items");
            if (f227(v232) === undefined) n228++;
            if (n228 > 1) return err([k207, i231, "key"], "array has more than maxContains 1 matching items");
          }
          if (v208.length < 1) return err([k207], "array has fewer than minItems 1");
          if (v208.length > 20) return err([k207], "array has more than maxItems 20");
        }
      }
      else if (!receive) return err([k207], "unknown field `" + k207 + "`" + ", expected one of `requestId`, `expectedRevision`, `operations`");
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
    for (const k234 in x) {
      if (k234 === "requestId") {
        const v235 = x["requestId"];
        { const e236 = v_RequestId(v235); if (e236) return within(e236, [k234]); }
      }
      else if (k234 === "revision") {
        const v235 = x["revision"];
        { const e237 = v_SettingsRevision(v235); if (e237) return within(e237, [k234]); }
      }
      else if (k234 === "appliedKeys") {
        const v235 = x["appliedKeys"];
        if (!(Array.isArray(v235))) return err([k234], "invalid type: " + kind(v235) + ", expected array");
        {
          for (let i238 = 0; i238 < v235.length; i238++) {
            const v239 = v235[i238];
            if (!(typeof v239 === "string")) return err([k234, i238], "invalid type: " + kind(v239) + ", expected string");
            if (v239 !== "appearance.theme" && v239 !== "appearance.motion" && v239 !== "defaults.model" && v239 !== "defaults.effort" && v239 !== "permissions.toolConfirmation") return err([k234, i238], "unknown variant " + kind(v239) + ", expected one of `appearance.theme`, `appearance.motion`, `defaults.model`, `defaults.effort`, `permissions.toolConfirmation`");
          }
          if (v235.length < 1) return err([k234], "array has fewer than minItems 1");
          if (v235.length > 20) return err([k234], "array has more than maxItems 20");
        }
      }
      else if (k234 === "settings") {
        const v235 = x["settings"];
        { const e240 = v_SettingsDocument(v235); if (e240) return within(e240, [k234]); }
      }
      else if (!receive) return err([k234], "unknown field `" + k234 + "`" + ", expected one of `requestId`, `revision`, `appliedKeys`, `settings`");
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
    for (const k241 in x) {
      if (k241 === "requestId") {
        const v242 = x["requestId"];
        { const e243 = v_RequestId(v242); if (e243) return within(e243, [k241]); }
      }
      else if (k241 === "type") {
        const v242 = x["type"];
        if (!(typeof v242 === "string")) return err([k241], "invalid type: " + kind(v242) + ", expected string");
        if (v242 !== "submit" && v242 !== "queue_followup" && v242 !== "remove_followup" && v242 !== "clear_followups" && v242 !== "interrupt" && v242 !== "permission_decision" && v242 !== "goal_control" && v242 !== "permission_mode_change" && v242 !== "cycle_agent_mode" && v242 !== "set_agent_mode") return err([k241], "unknown variant " + kind(v242) + ", expected one of `submit`, `queue_followup`, `remove_followup`, `clear_followups`, `interrupt`, `permission_decision`, `goal_control`, `permission_mode_change`, `cycle_agent_mode`, `set_agent_mode`");
      }
      else if (k241 === "text") {
        const v242 = x["text"];
        if (!(typeof v242 === "string")) return err([k241], "invalid type: " + kind(v242) + ", expected string");
        {
          if (v242.length > 1048576 && chars(v242) > 1048576) return err([k241], "string of length " + chars(v242) + " is longer than maxLength 1048576");
        }
      }
      else if (k241 === "itemId") {
        const v242 = x["itemId"];
        if (!(typeof v242 === "string")) return err([k241], "invalid type: " + kind(v242) + ", expected string");
      }
      else if (k241 === "requestPermissionId") {
        const v242 = x["requestPermissionId"];
        if (!(typeof v242 === "string")) return err([k241], "invalid type: " + kind(v242) + ", expected string");
      }
      else if (k241 === "approved") {
        const v242 = x["approved"];
        if (!(typeof v242 === "boolean")) return err([k241], "invalid type: " + kind(v242) + ", expected boolean");
      }
      else if (k241 === "scope") {
        const v242 = x["scope"];
        if (!(typeof v242 === "string")) return err([k241], "invalid type: " + kind(v242) + ", expected string");
        if (v242 !== "once" && v242 !== "project" && v242 !== "global") return err([k241], "unknown variant " + kind(v242) + ", expected one of `once`, `project`, `global`");
      }
      else if (k241 === "goalAction") {
        const v242 = x["goalAction"];
        if (!(typeof v242 === "string")) return err([k241], "invalid type: " + kind(v242) + ", expected string");
        if (v242 !== "create" && v242 !== "status" && v242 !== "pause" && v242 !== "resume" && v242 !== "clear") return err([k241], "unknown variant " + kind(v242) + ", expected one of `create`, `status`, `pause`, `resume`, `clear`");
      }
      else if (k241 === "objective") {
        const v242 = x["objective"];
        if (!(typeof v242 === "string")) return err([k241], "invalid type: " + kind(v242) + ", expected string");
      }
      else if (k241 === "toolConfirmation") {
        const v242 = x["toolConfirmation"];
        if (!(typeof v242 === "string")) return err([k241], "invalid type: " + kind(v242) + ", expected string");
        if (v242 !== "allow" && v242 !== "ask" && v242 !== "deny") return err([k241], "unknown variant " + kind(v242) + ", expected one of `allow`, `ask`, `deny`");
      }
      else if (k241 === "agentMode") {
        const v242 = x["agentMode"];
        if (!(typeof v242 === "string")) return err([k241], "invalid type: " + kind(v242) + ", expected string");
        if (v242 !== "interactive" && v242 !== "plan" && v242 !== "auto") return err([k241], "unknown variant " + kind(v242) + ", expected one of `interactive`, `plan`, `auto`");
      }
      else if (!receive) return err([k241], "unknown field `" + k241 + "`" + ", expected one of `requestId`, `type`, `text`, `itemId`, `requestPermissionId`, `approved`, `scope`, `goalAction`, `objective`, `toolConfirmation`, `agentMode`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["type"] === undefined) return err([], "missing field `type`");
  }
  const c244 = (() => {
    if (isObject(x)) {
      for (const k245 in x) {
        if (k245 === "type") {
          const v246 = x["type"];
          if (v246 !== "set_agent_mode") return err([k245], "invalid value: " + kind(v246) + ", expected the constant " + "\"set_agent_mode\"");
        }
      }
      if (x["type"] === undefined) return err([], "missing field `type`");
    }
    return undefined;
  })() === undefined;
  if (c244) {
    if (isObject(x)) {
      if (x["agentMode"] === undefined) return err([], "missing field `agentMode`");
    }
  }
  return undefined;
}

function v_CommandResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k248 in x) {
      if (k248 === "requestId") {
        const v249 = x["requestId"];
        { const e250 = v_RequestId(v249); if (e250) return within(e250, [k248]); }
      }
      else if (k248 === "result") {
        const v249 = x["result"];
        if (!(typeof v249 === "string")) return err([k248], "invalid type: " + kind(v249) + ", expected string");
      }
      else if (k248 === "detail") {
        const v249 = x["detail"];
        if (!(typeof v249 === "string")) return err([k248], "invalid type: " + kind(v249) + ", expected string");
      }
      else if (!receive) return err([k248], "unknown field `" + k248 + "`" + ", expected one of `requestId`, `result`, `detail`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["result"] === undefined) return err([], "missing field `result`");
  }
  return undefined;
}

function v_WebEventEnvelope(x) {
  const e251 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t252 = x["type"];
    if (t252 === "runtime_event") {
      { const e253 = v_RuntimeEventEnvelope(x); if (e253) return e253; }
      return undefined;
    }
    if (t252 === "thread_event") {
      { const e254 = v_ThreadEventEnvelope(x); if (e254) return e254; }
      return undefined;
    }
    if (t252 === "workbench_state") {
      { const e255 = v_WorkbenchStateEnvelope(x); if (e255) return e255; }
      return undefined;
    }
    if (t252 === "settings_invalidated") {
      { const e256 = v_SettingsInvalidatedEnvelope(x); if (e256) return e256; }
      return undefined;
    }
    if (t252 === "replay_reset") {
      { const e257 = v_ReplayResetEnvelope(x); if (e257) return e257; }
      return undefined;
    }
    return err(["type"], "unknown variant " + kind(t252) + ", expected one of `runtime_event`, `thread_event`, `workbench_state`, `settings_invalidated`, `replay_reset`");
  })();
  if (e251) return e251;
  return undefined;
}

function v_RuntimeEventEnvelope(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k258 in x) {
      if (k258 === "apiVersion") {
        const v259 = x["apiVersion"];
        if (!(Number.isInteger(v259))) return err([k258], "invalid type: " + kind(v259) + ", expected integer");
        if (v259 !== 1) return err([k258], "invalid value: " + kind(v259) + ", expected the constant " + "1");
      }
      else if (k258 === "eventId") {
        const v259 = x["eventId"];
        if (!(typeof v259 === "string")) return err([k258], "invalid type: " + kind(v259) + ", expected string");
      }
      else if (k258 === "cursor") {
        const v259 = x["cursor"];
        if (!(Number.isInteger(v259))) return err([k258], "invalid type: " + kind(v259) + ", expected integer");
        {
          if (v259 < 1) return err([k258], v259 + " is less than minimum 1");
        }
      }
      else if (k258 === "sessionId") {
        const v259 = x["sessionId"];
        if (!(typeof v259 === "string" || v259 === null)) return err([k258], "invalid type: " + kind(v259) + ", expected string or null");
      }
      else if (k258 === "threadId") {
        const v259 = x["threadId"];
        if (!(typeof v259 === "string" || v259 === null)) return err([k258], "invalid type: " + kind(v259) + ", expected string or null");
      }
      else if (k258 === "type") {
        const v259 = x["type"];
        if (!(typeof v259 === "string")) return err([k258], "invalid type: " + kind(v259) + ", expected string");
        if (v259 !== "runtime_event") return err([k258], "invalid value: " + kind(v259) + ", expected the constant " + "\"runtime_event\"");
      }
      else if (k258 === "durable") {
        const v259 = x["durable"];
        if (!(typeof v259 === "boolean")) return err([k258], "invalid type: " + kind(v259) + ", expected boolean");
      }
      else if (k258 === "timestamp") {
        const v259 = x["timestamp"];
        if (!(typeof v259 === "string")) return err([k258], "invalid type: " + kind(v259) + ", expected string");
      }
      else if (k258 === "payload") {
        const v259 = x["payload"];
        if (!(isObject(v259))) return err([k258], "invalid type: " + kind(v259) + ", expected object");
        {
          for (const k260 in v259) {
            if (k260 === "eventType") {
              const v261 = v259["eventType"];
              if (!(typeof v261 === "string")) return err([k258, k260], "invalid type: " + kind(v261) + ", expected string");
              {
                if (v261.length < 2 && chars(v261) < 1) return err([k258, k260], "string of length " + chars(v261) + " is shorter than minLength 1");
              }
            }
            else if (k260 === "value") {
              const v261 = v259["value"];
              if (!(isObject(v261))) return err([k258, k260], "invalid type: " + kind(v261) + ", expected object");
            }
            else if (!receive) return err([k258, k260], "unknown field `" + k260 + "`" + ", expected one of `eventType`, `value`");
          }
          if (v259["eventType"] === undefined) return err([k258], "missing field `eventType`");
          if (v259["value"] === undefined) return err([k258], "missing field `value`");
        }
      }
      else if (!receive) return err([k258], "unknown field `" + k258 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k262 in x) {
      if (k262 === "apiVersion") {
        const v263 = x["apiVersion"];
        if (!(Number.isInteger(v263))) return err([k262], "invalid type: " + kind(v263) + ", expected integer");
        if (v263 !== 1) return err([k262], "invalid value: " + kind(v263) + ", expected the constant " + "1");
      }
      else if (k262 === "eventId") {
        const v263 = x["eventId"];
        if (!(typeof v263 === "string")) return err([k262], "invalid type: " + kind(v263) + ", expected string");
      }
      else if (k262 === "cursor") {
        const v263 = x["cursor"];
        if (!(Number.isInteger(v263))) return err([k262], "invalid type: " + kind(v263) + ", expected integer");
        {
          if (v263 < 1) return err([k262], v263 + " is less than minimum 1");
        }
      }
      else if (k262 === "sessionId") {
        const v263 = x["sessionId"];
        if (!(typeof v263 === "string")) return err([k262], "invalid type: " + kind(v263) + ", expected string");
        {
          if (v263.length < 2 && chars(v263) < 1) return err([k262], "string of length " + chars(v263) + " is shorter than minLength 1");
        }
      }
      else if (k262 === "threadId") {
        const v263 = x["threadId"];
        if (!(typeof v263 === "string")) return err([k262], "invalid type: " + kind(v263) + ", expected string");
        {
          if (v263.length < 2 && chars(v263) < 1) return err([k262], "string of length " + chars(v263) + " is shorter than minLength 1");
        }
      }
      else if (k262 === "type") {
        const v263 = x["type"];
        if (!(typeof v263 === "string")) return err([k262], "invalid type: " + kind(v263) + ", expected string");
        if (v263 !== "thread_event") return err([k262], "invalid value: " + kind(v263) + ", expected the constant " + "\"thread_event\"");
      }
      else if (k262 === "durable") {
        const v263 = x["durable"];
        if (!(typeof v263 === "boolean")) return err([k262], "invalid type: " + kind(v263) + ", expected boolean");
        if (v263 !== true) return err([k262], "invalid value: " + kind(v263) + ", expected the constant " + "true");
      }
      else if (k262 === "timestamp") {
        const v263 = x["timestamp"];
        if (!(typeof v263 === "string")) return err([k262], "invalid type: " + kind(v263) + ", expected string");
      }
      else if (k262 === "payload") {
        const v263 = x["payload"];
        if (!(isObject(v263))) return err([k262], "invalid type: " + kind(v263) + ", expected object");
        {
          for (const k264 in v263) {
            if (k264 === "sequence") {
              const v265 = v263["sequence"];
              if (!(Number.isInteger(v265))) return err([k262, k264], "invalid type: " + kind(v265) + ", expected integer");
              {
                if (v265 < 1) return err([k262, k264], v265 + " is less than minimum 1");
              }
            }
            else if (k264 === "eventType") {
              const v265 = v263["eventType"];
              if (!(typeof v265 === "string")) return err([k262, k264], "invalid type: " + kind(v265) + ", expected string");
              {
                if (v265.length < 2 && chars(v265) < 1) return err([k262, k264], "string of length " + chars(v265) + " is shorter than minLength 1");
              }
            }
            else if (k264 === "value") {
              const v265 = v263["value"];
              if (!(isObject(v265))) return err([k262, k264], "invalid type: " + kind(v265) + ", expected object");
            }
            else if (!receive) return err([k262, k264], "unknown field `" + k264 + "`" + ", expected one of `sequence`, `eventType`, `value`");
          }
          if (v263["sequence"] === undefined) return err([k262], "missing field `sequence`");
          if (v263["eventType"] === undefined) return err([k262], "missing field `eventType`");
          if (v263["value"] === undefined) return err([k262], "missing field `value`");
        }
      }
      else if (!receive) return err([k262], "unknown field `" + k262 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k266 in x) {
      if (k266 === "apiVersion") {
        const v267 = x["apiVersion"];
        if (!(Number.isInteger(v267))) return err([k266], "invalid type: " + kind(v267) + ", expected integer");
        if (v267 !== 1) return err([k266], "invalid value: " + kind(v267) + ", expected the constant " + "1");
      }
      else if (k266 === "eventId") {
        const v267 = x["eventId"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
      }
      else if (k266 === "cursor") {
        const v267 = x["cursor"];
        if (!(Number.isInteger(v267))) return err([k266], "invalid type: " + kind(v267) + ", expected integer");
        {
          if (v267 < 1) return err([k266], v267 + " is less than minimum 1");
        }
      }
      else if (k266 === "sessionId") {
        const v267 = x["sessionId"];
        if (!(typeof v267 === "string" || v267 === null)) return err([k266], "invalid type: " + kind(v267) + ", expected string or null");
      }
      else if (k266 === "threadId") {
        const v267 = x["threadId"];
        if (!(typeof v267 === "string" || v267 === null)) return err([k266], "invalid type: " + kind(v267) + ", expected string or null");
      }
      else if (k266 === "type") {
        const v267 = x["type"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
        if (v267 !== "workbench_state") return err([k266], "invalid value: " + kind(v267) + ", expected the constant " + "\"workbench_state\"");
      }
      else if (k266 === "durable") {
        const v267 = x["durable"];
        if (!(typeof v267 === "boolean")) return err([k266], "invalid type: " + kind(v267) + ", expected boolean");
      }
      else if (k266 === "timestamp") {
        const v267 = x["timestamp"];
        if (!(typeof v267 === "string")) return err([k266], "invalid type: " + kind(v267) + ", expected string");
      }
      else if (k266 === "payload") {
        const v267 = x["payload"];
        if (!(isObject(v267))) return err([k266], "invalid type: " + kind(v267) + ", expected object");
        {
          for (const k268 in v267) {
            if (k268 === "workspace") {
              const v269 = v267["workspace"];
              if (!(typeof v269 === "string")) return err([k266, k268], "invalid type: " + kind(v269) + ", expected string");
            }
            else if (k268 === "activeSessionId") {
              const v269 = v267["activeSessionId"];
              if (!(typeof v269 === "string" || v269 === null)) return err([k266, k268], "invalid type: " + kind(v269) + ", expected string or null");
            }
            else if (!receive) return err([k266, k268], "unknown field `" + k268 + "`" + ", expected one of `workspace`, `activeSessionId`");
          }
          if (v267["workspace"] === undefined) return err([k266], "missing field `workspace`");
          if (v267["activeSessionId"] === undefined) return err([k266], "missing field `activeSessionId`");
        }
      }
      else if (!receive) return err([k266], "unknown field `" + k266 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k270 in x) {
      if (k270 === "apiVersion") {
        const v271 = x["apiVersion"];
        if (!(Number.isInteger(v271))) return err([k270], "invalid type: " + kind(v271) + ", expected integer");
        if (v271 !== 1) return err([k270], "invalid value: " + kind(v271) + ", expected the constant " + "1");
      }
      else if (k270 === "eventId") {
        const v271 = x["eventId"];
        if (!(typeof v271 === "string")) return err([k270], "invalid type: " + kind(v271) + ", expected string");
      }
      else if (k270 === "cursor") {
        const v271 = x["cursor"];
        if (!(Number.isInteger(v271))) return err([k270], "invalid type: " + kind(v271) + ", expected integer");
        {
          if (v271 < 1) return err([k270], v271 + " is less than minimum 1");
        }
      }
      else if (k270 === "sessionId") {
        const v271 = x["sessionId"];
        if (!(typeof v271 === "string" || v271 === null)) return err([k270], "invalid type: " + kind(v271) + ", expected string or null");
      }
      else if (k270 === "threadId") {
        const v271 = x["threadId"];
        if (!(typeof v271 === "string" || v271 === null)) return err([k270], "invalid type: " + kind(v271) + ", expected string or null");
      }
      else if (k270 === "type") {
        const v271 = x["type"];
        if (!(typeof v271 === "string")) return err([k270], "invalid type: " + kind(v271) + ", expected string");
        if (v271 !== "settings_invalidated") return err([k270], "invalid value: " + kind(v271) + ", expected the constant " + "\"settings_invalidated\"");
      }
      else if (k270 === "durable") {
        const v271 = x["durable"];
        if (!(typeof v271 === "boolean")) return err([k270], "invalid type: " + kind(v271) + ", expected boolean");
        if (v271 !== false) return err([k270], "invalid value: " + kind(v271) + ", expected the constant " + "false");
      }
      else if (k270 === "timestamp") {
        const v271 = x["timestamp"];
        if (!(typeof v271 === "string")) return err([k270], "invalid type: " + kind(v271) + ", expected string");
      }
      else if (k270 === "payload") {
        const v271 = x["payload"];
        if (!(isObject(v271))) return err([k270], "invalid type: " + kind(v271) + ", expected object");
        {
          for (const k272 in v271) {
            if (k272 === "revision") {
              const v273 = v271["revision"];
              { const e274 = v_SettingsRevision(v273); if (e274) return within(e274, [k270, k272]); }
            }
            else if (k272 === "reason") {
              const v273 = v271["reason"];
              if (!(typeof v273 === "string")) return err([k270, k272], "invalid type: " + kind(v273) + ", expected string");
              if (v273 !== "local-write" && v273 !== "external-edit" && v273 !== "workspace-change") return err([k270, k272], "unknown variant " + kind(v273) + ", expected one of `local-write`, `external-edit`, `workspace-change`");
            }
            else if (k272 === "state") {
              const v273 = v271["state"];
              if (!(typeof v273 === "string")) return err([k270, k272], "invalid type: " + kind(v273) + ", expected string");
              if (v273 !== "ready" && v273 !== "invalid") return err([k270, k272], "unknown variant " + kind(v273) + ", expected one of `ready`, `invalid`");
            }
            else if (!receive) return err([k270, k272], "unknown field `" + k272 + "`" + ", expected one of `revision`, `reason`, `state`");
          }
          if (v271["revision"] === undefined) return err([k270], "missing field `revision`");
          if (v271["reason"] === undefined) return err([k270], "missing field `reason`");
          if (v271["state"] === undefined) return err([k270], "missing field `state`");
        }
      }
      else if (!receive) return err([k270], "unknown field `" + k270 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k275 in x) {
      if (k275 === "apiVersion") {
        const v276 = x["apiVersion"];
        if (!(Number.isInteger(v276))) return err([k275], "invalid type: " + kind(v276) + ", expected integer");
        if (v276 !== 1) return err([k275], "invalid value: " + kind(v276) + ", expected the constant " + "1");
      }
      else if (k275 === "eventId") {
        const v276 = x["eventId"];
        if (!(typeof v276 === "string")) return err([k275], "invalid type: " + kind(v276) + ", expected string");
      }
      else if (k275 === "cursor") {
        const v276 = x["cursor"];
        if (!(Number.isInteger(v276))) return err([k275], "invalid type: " + kind(v276) + ", expected integer");
        {
          if (v276 < 1) return err([k275], v276 + " is less than minimum 1");
        }
      }
      else if (k275 === "sessionId") {
        const v276 = x["sessionId"];
        if (!(typeof v276 === "string" || v276 === null)) return err([k275], "invalid type: " + kind(v276) + ", expected string or null");
      }
      else if (k275 === "threadId") {
        const v276 = x["threadId"];
        if (!(typeof v276 === "string" || v276 === null)) return err([k275], "invalid type: " + kind(v276) + ", expected string or null");
      }
      else if (k275 === "type") {
        const v276 = x["type"];
        if (!(typeof v276 === "string")) return err([k275], "invalid type: " + kind(v276) + ", expected string");
        if (v276 !== "replay_reset") return err([k275], "invalid value: " + kind(v276) + ", expected the constant " + "\"replay_reset\"");
      }
      else if (k275 === "durable") {
        const v276 = x["durable"];
        if (!(typeof v276 === "boolean")) return err([k275], "invalid type: " + kind(v276) + ", expected boolean");
        if (v276 !== true) return err([k275], "invalid value: " + kind(v276) + ", expected the constant " + "true");
      }
      else if (k275 === "timestamp") {
        const v276 = x["timestamp"];
        if (!(typeof v276 === "string")) return err([k275], "invalid type: " + kind(v276) + ", expected string");
      }
      else if (k275 === "payload") {
        const v276 = x["payload"];
        if (!(isObject(v276))) return err([k275], "invalid type: " + kind(v276) + ", expected object");
        {
          for (const k277 in v276) {
            if (k277 === "reason") {
              const v278 = v276["reason"];
              if (!(typeof v278 === "string")) return err([k275, k277], "invalid type: " + kind(v278) + ", expected string");
            }
            else if (k277 === "snapshotRequired") {
              const v278 = v276["snapshotRequired"];
              if (!(typeof v278 === "boolean")) return err([k275, k277], "invalid type: " + kind(v278) + ", expected boolean");
              if (v278 !== true) return err([k275, k277], "invalid value: " + kind(v278) + ", expected the constant " + "true");
            }
            else if (!receive) return err([k275, k277], "unknown field `" + k277 + "`" + ", expected one of `reason`, `snapshotRequired`");
          }
          if (v276["reason"] === undefined) return err([k275], "missing field `reason`");
          if (v276["snapshotRequired"] === undefined) return err([k275], "missing field `snapshotRequired`");
        }
      }
      else if (!receive) return err([k275], "unknown field `" + k275 + "`" + ", expected one of `apiVersion`, `eventId`, `cursor`, `sessionId`, `threadId`, `type`, `durable`, `timestamp`, `payload`");
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
    for (const k279 in x) {
      if (k279 === "type") {
        const v280 = x["type"];
        if (!(typeof v280 === "string")) return err([k279], "invalid type: " + kind(v280) + ", expected string");
      }
      else if (k279 === "title") {
        const v280 = x["title"];
        if (!(typeof v280 === "string")) return err([k279], "invalid type: " + kind(v280) + ", expected string");
      }
      else if (k279 === "status") {
        const v280 = x["status"];
        if (!(Number.isInteger(v280))) return err([k279], "invalid type: " + kind(v280) + ", expected integer");
      }
      else if (k279 === "code") {
        const v280 = x["code"];
        if (!(typeof v280 === "string")) return err([k279], "invalid type: " + kind(v280) + ", expected string");
        {
          if (v280.length < 2 && chars(v280) < 1) return err([k279], "string of length " + chars(v280) + " is shorter than minLength 1");
        }
      }
      else if (k279 === "detail") {
        const v280 = x["detail"];
        if (!(typeof v280 === "string")) return err([k279], "invalid type: " + kind(v280) + ", expected string");
      }
      else if (!receive) return err([k279], "unknown field `" + k279 + "`" + ", expected one of `type`, `title`, `status`, `code`, `detail`");
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
    for (const k281 in x) {
      if (k281 === "goal") {
        const v282 = x["goal"];
        if (!(typeof v282 === "boolean")) return err([k281], "invalid type: " + kind(v282) + ", expected boolean");
      }
      else if (k281 === "plan") {
        const v282 = x["plan"];
        if (!(typeof v282 === "boolean")) return err([k281], "invalid type: " + kind(v282) + ", expected boolean");
      }
      else if (k281 === "skills") {
        const v282 = x["skills"];
        if (!(typeof v282 === "boolean")) return err([k281], "invalid type: " + kind(v282) + ", expected boolean");
      }
      else if (k281 === "mcp") {
        const v282 = x["mcp"];
        if (!(typeof v282 === "boolean")) return err([k281], "invalid type: " + kind(v282) + ", expected boolean");
      }
      else if (k281 === "diagnostics") {
        const v282 = x["diagnostics"];
        if (!(typeof v282 === "boolean")) return err([k281], "invalid type: " + kind(v282) + ", expected boolean");
      }
      else if (!receive) return err([k281], "unknown field `" + k281 + "`" + ", expected one of `goal`, `plan`, `skills`, `mcp`, `diagnostics`");
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
    for (const k283 in x) {
      if (k283 === "requestId") {
        const v284 = x["requestId"];
        { const e285 = v_RequestId(v284); if (e285) return within(e285, [k283]); }
      }
      else if (!receive) return err([k283], "unknown field `" + k283 + "`" + ", expected one of `requestId`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
  }
  return undefined;
}

function v_OpenSettingsDocumentResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k286 in x) {
      if (k286 === "requestId") {
        const v287 = x["requestId"];
        { const e288 = v_RequestId(v287); if (e288) return within(e288, [k286]); }
      }
      else if (k286 === "opened") {
        const v287 = x["opened"];
        if (!(typeof v287 === "boolean")) return err([k286], "invalid type: " + kind(v287) + ", expected boolean");
        if (v287 !== true) return err([k286], "invalid value: " + kind(v287) + ", expected the constant " + "true");
      }
      else if (!receive) return err([k286], "unknown field `" + k286 + "`" + ", expected one of `requestId`, `opened`");
    }
    if (x["requestId"] === undefined) return err([], "missing field `requestId`");
    if (x["opened"] === undefined) return err([], "missing field `opened`");
  }
  return undefined;
}

function v_SettingsSections(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k289 in x) {
      if (k289 === "appearance") {
        const v290 = x["appearance"];
        if (!(isObject(v290))) return err([k289], "invalid type: " + kind(v290) + ", expected object");
        {
          for (const k291 in v290) {
            if (k291 === "theme") {
              const v292 = v290["theme"];
              { const e293 = v_ThemeSettingsField(v292); if (e293) return within(e293, [k289, k291]); }
            }
            else if (k291 === "motion") {
              const v292 = v290["motion"];
              { const e294 = v_MotionSettingsField(v292); if (e294) return within(e294, [k289, k291]); }
            }
            else if (!receive) return err([k289, k291], "unknown field `" + k291 + "`" + ", expected one of `theme`, `motion`");
          }
          if (v290["theme"] === undefined) return err([k289], "missing field `theme`");
          if (v290["motion"] === undefined) return err([k289], "missing field `motion`");
        }
      }
      else if (k289 === "defaults") {
        const v290 = x["defaults"];
        if (!(isObject(v290))) return err([k289], "invalid type: " + kind(v290) + ", expected object");
        {
          for (const k295 in v290) {
            if (k295 === "model") {
              const v296 = v290["model"];
              { const e297 = v_ModelSettingsField(v296); if (e297) return within(e297, [k289, k295]); }
            }
            else if (k295 === "effort") {
              const v296 = v290["effort"];
              { const e298 = v_EffortSettingsField(v296); if (e298) return within(e298, [k289, k295]); }
            }
            else if (!receive) return err([k289, k295], "unknown field `" + k295 + "`" + ", expected one of `model`, `effort`");
          }
          if (v290["model"] === undefined) return err([k289], "missing field `model`");
          if (v290["effort"] === undefined) return err([k289], "missing field `effort`");
        }
      }
      else if (k289 === "permissions") {
        const v290 = x["permissions"];
        if (!(isObject(v290))) return err([k289], "invalid type: " + kind(v290) + ", expected object");
        {
          for (const k299 in v290) {
            if (k299 === "toolConfirmation") {
              const v300 = v290["toolConfirmation"];
              { const e301 = v_ToolConfirmationSettingsField(v300); if (e301) return within(e301, [k289, k299]); }
            }
            else if (!receive) return err([k289, k299], "unknown field `" + k299 + "`" + ", expected one of `toolConfirmation`");
          }
          if (v290["toolConfirmation"] === undefined) return err([k289], "missing field `toolConfirmation`");
        }
      }
      else if (!receive) return err([k289], "unknown field `" + k289 + "`" + ", expected one of `appearance`, `defaults`, `permissions`");
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
    for (const k302 in x) {
      if (k302 === "theme") {
        const v303 = x["theme"];
        { const e304 = v_ThemeSettingsField(v303); if (e304) return within(e304, [k302]); }
      }
      else if (k302 === "motion") {
        const v303 = x["motion"];
        { const e305 = v_MotionSettingsField(v303); if (e305) return within(e305, [k302]); }
      }
      else if (!receive) return err([k302], "unknown field `" + k302 + "`" + ", expected one of `theme`, `motion`");
    }
    if (x["theme"] === undefined) return err([], "missing field `theme`");
    if (x["motion"] === undefined) return err([], "missing field `motion`");
  }
  return undefined;
}

function v_SettingsDefaults(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k306 in x) {
      if (k306 === "model") {
        const v307 = x["model"];
        { const e308 = v_ModelSettingsField(v307); if (e308) return within(e308, [k306]); }
      }
      else if (k306 === "effort") {
        const v307 = x["effort"];
        { const e309 = v_EffortSettingsField(v307); if (e309) return within(e309, [k306]); }
      }
      else if (!receive) return err([k306], "unknown field `" + k306 + "`" + ", expected one of `model`, `effort`");
    }
    if (x["model"] === undefined) return err([], "missing field `model`");
    if (x["effort"] === undefined) return err([], "missing field `effort`");
  }
  return undefined;
}

function v_SettingsPermissions(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k310 in x) {
      if (k310 === "toolConfirmation") {
        const v311 = x["toolConfirmation"];
        { const e312 = v_ToolConfirmationSettingsField(v311); if (e312) return within(e312, [k310]); }
      }
      else if (!receive) return err([k310], "unknown field `" + k310 + "`" + ", expected one of `toolConfirmation`");
    }
    if (x["toolConfirmation"] === undefined) return err([], "missing field `toolConfirmation`");
  }
  return undefined;
}

function v_SettingsCurrentSession(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k313 in x) {
      if (k313 === "model") {
        const v314 = x["model"];
        if (!(typeof v314 === "string")) return err([k313], "invalid type: " + kind(v314) + ", expected string");
      }
      else if (k313 === "effort") {
        const v314 = x["effort"];
        { const e315 = v_EffortPreference(v314); if (e315) return within(e315, [k313]); }
      }
      else if (k313 === "overridesProjectEffort") {
        const v314 = x["overridesProjectEffort"];
        if (!(typeof v314 === "boolean")) return err([k313], "invalid type: " + kind(v314) + ", expected boolean");
      }
      else if (!receive) return err([k313], "unknown field `" + k313 + "`" + ", expected one of `model`, `effort`, `overridesProjectEffort`");
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
    for (const k316 in x) {
      if (k316 === "code") {
        const v317 = x["code"];
        if (!(typeof v317 === "string")) return err([k316], "invalid type: " + kind(v317) + ", expected string");
      }
      else if (k316 === "message") {
        const v317 = x["message"];
        if (!(typeof v317 === "string")) return err([k316], "invalid type: " + kind(v317) + ", expected string");
      }
      else if (!receive) return err([k316], "unknown field `" + k316 + "`" + ", expected one of `code`, `message`");
    }
    if (x["code"] === undefined) return err([], "missing field `code`");
    if (x["message"] === undefined) return err([], "missing field `message`");
  }
  return undefined;
}

function v_RuntimeEventPayload(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k318 in x) {
      if (k318 === "eventType") {
        const v319 = x["eventType"];
        if (!(typeof v319 === "string")) return err([k318], "invalid type: " + kind(v319) + ", expected string");
        {
          if (v319.length < 2 && chars(v319) < 1) return err([k318], "string of length " + chars(v319) + " is shorter than minLength 1");
        }
      }
      else if (k318 === "value") {
        const v319 = x["value"];
        if (!(isObject(v319))) return err([k318], "invalid type: " + kind(v319) + ", expected object");
      }
      else if (!receive) return err([k318], "unknown field `" + k318 + "`" + ", expected one of `eventType`, `value`");
    }
    if (x["eventType"] === undefined) return err([], "missing field `eventType`");
    if (x["value"] === undefined) return err([], "missing field `value`");
  }
  return undefined;
}

function v_ThreadEventPayload(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k320 in x) {
      if (k320 === "sequence") {
        const v321 = x["sequence"];
        if (!(Number.isInteger(v321))) return err([k320], "invalid type: " + kind(v321) + ", expected integer");
        {
          if (v321 < 1) return err([k320], v321 + " is less than minimum 1");
        }
      }
      else if (k320 === "eventType") {
        const v321 = x["eventType"];
        if (!(typeof v321 === "string")) return err([k320], "invalid type: " + kind(v321) + ", expected string");
        {
          if (v321.length < 2 && chars(v321) < 1) return err([k320], "string of length " + chars(v321) + " is shorter than minLength 1");
        }
      }
      else if (k320 === "value") {
        const v321 = x["value"];
        if (!(isObject(v321))) return err([k320], "invalid type: " + kind(v321) + ", expected object");
      }
      else if (!receive) return err([k320], "unknown field `" + k320 + "`" + ", expected one of `sequence`, `eventType`, `value`");
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
    for (const k322 in x) {
      if (k322 === "workspace") {
        const v323 = x["workspace"];
        if (!(typeof v323 === "string")) return err([k322], "invalid type: " + kind(v323) + ", expected string");
      }
      else if (k322 === "activeSessionId") {
        const v323 = x["activeSessionId"];
        if (!(typeof v323 === "string" || v323 === null)) return err([k322], "invalid type: " + kind(v323) + ", expected string or null");
      }
      else if (!receive) return err([k322], "unknown field `" + k322 + "`" + ", expected one of `workspace`, `activeSessionId`");
    }
    if (x["workspace"] === undefined) return err([], "missing field `workspace`");
    if (x["activeSessionId"] === undefined) return err([], "missing field `activeSessionId`");
  }
  return undefined;
}

function v_SettingsInvalidatedPayload(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k324 in x) {
      if (k324 === "revision") {
        const v325 = x["revision"];
        { const e326 = v_SettingsRevision(v325); if (e326) return within(e326, [k324]); }
      }
      else if (k324 === "reason") {
        const v325 = x["reason"];
        if (!(typeof v325 === "string")) return err([k324], "invalid type: " + kind(v325) + ", expected string");
        if (v325 !== "local-write" && v325 !== "external-edit" && v325 !== "workspace-change") return err([k324], "unknown variant " + kind(v325) + ", expected one of `local-write`, `external-edit`, `workspace-change`");
      }
      else if (k324 === "state") {
        const v325 = x["state"];
        if (!(typeof v325 === "string")) return err([k324], "invalid type: " + kind(v325) + ", expected string");
        if (v325 !== "ready" && v325 !== "invalid") return err([k324], "unknown variant " + kind(v325) + ", expected one of `ready`, `invalid`");
      }
      else if (!receive) return err([k324], "unknown field `" + k324 + "`" + ", expected one of `revision`, `reason`, `state`");
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
    for (const k327 in x) {
      if (k327 === "reason") {
        const v328 = x["reason"];
        if (!(typeof v328 === "string")) return err([k327], "invalid type: " + kind(v328) + ", expected string");
      }
      else if (k327 === "snapshotRequired") {
        const v328 = x["snapshotRequired"];
        if (!(typeof v328 === "boolean")) return err([k327], "invalid type: " + kind(v328) + ", expected boolean");
        if (v328 !== true) return err([k327], "invalid value: " + kind(v328) + ", expected the constant " + "true");
      }
      else if (!receive) return err([k327], "unknown field `" + k327 + "`" + ", expected one of `reason`, `snapshotRequired`");
    }
    if (x["reason"] === undefined) return err([], "missing field `reason`");
    if (x["snapshotRequired"] === undefined) return err([], "missing field `snapshotRequired`");
  }
  return undefined;
}

function u_WebEventEnvelope(x, e) {
  if (e === undefined || !isObject(x) || typeof x.type !== "string" || ["runtime_event","thread_event","workbench_state","settings_invalidated","replay_reset"].includes(x.type)) return undefined;
  const c = x.cursor;
  if (c !== undefined && !(position(c) !== null && c >= 1)) return err(["cursor"], "invalid value: " + kind(c) + ", expected an integer from 1");
  if (c === undefined && x.durable === true) return err(["cursor"], "a durable envelope needs its cursor");
  return { type: x.type, position: c === undefined ? null : c };
}

/** Validates a value as a `HealthResponse`. */
export function validateHealthResponse(value, options) {
  return result(check(v_HealthResponse, value, options), value);
}

/** Whether a value is a `HealthResponse`. */
export function isHealthResponse(value, options) {
  return check(v_HealthResponse, value, options) === undefined;
}

/** Validates a value as a `BootstrapResponse`. */
export function validateBootstrapResponse(value, options) {
  return result(check(v_BootstrapResponse, value, options), value);
}

/** Whether a value is a `BootstrapResponse`. */
export function isBootstrapResponse(value, options) {
  return check(v_BootstrapResponse, value, options) === undefined;
}

/** Validates a value as a `MutationRequest`. */
export function validateMutationRequest(value, options) {
  return result(check(v_MutationRequest, value, options), value);
}

/** Whether a value is a `MutationRequest`. */
export function isMutationRequest(value, options) {
  return check(v_MutationRequest, value, options) === undefined;
}

/** Validates a value as a `RequestId`. */
export function validateRequestId(value, options) {
  return result(check(v_RequestId, value, options), value);
}

/** Whether a value is a `RequestId`. */
export function isRequestId(value, options) {
  return check(v_RequestId, value, options) === undefined;
}

/** Validates a value as a `ActivateWorkspaceRequest`. */
export function validateActivateWorkspaceRequest(value, options) {
  return result(check(v_ActivateWorkspaceRequest, value, options), value);
}

/** Whether a value is a `ActivateWorkspaceRequest`. */
export function isActivateWorkspaceRequest(value, options) {
  return check(v_ActivateWorkspaceRequest, value, options) === undefined;
}

/** Validates a value as a `CreateSessionRequest`. */
export function validateCreateSessionRequest(value, options) {
  return result(check(v_CreateSessionRequest, value, options), value);
}

/** Whether a value is a `CreateSessionRequest`. */
export function isCreateSessionRequest(value, options) {
  return check(v_CreateSessionRequest, value, options) === undefined;
}

/** Validates a value as a `RenameSessionRequest`. */
export function validateRenameSessionRequest(value, options) {
  return result(check(v_RenameSessionRequest, value, options), value);
}

/** Whether a value is a `RenameSessionRequest`. */
export function isRenameSessionRequest(value, options) {
  return check(v_RenameSessionRequest, value, options) === undefined;
}

/** Validates a value as a `WorkspaceSummary`. */
export function validateWorkspaceSummary(value, options) {
  return result(check(v_WorkspaceSummary, value, options), value);
}

/** Whether a value is a `WorkspaceSummary`. */
export function isWorkspaceSummary(value, options) {
  return check(v_WorkspaceSummary, value, options) === undefined;
}

/** Validates a value as a `WorkspacePage`. */
export function validateWorkspacePage(value, options) {
  return result(check(v_WorkspacePage, value, options), value);
}

/** Whether a value is a `WorkspacePage`. */
export function isWorkspacePage(value, options) {
  return check(v_WorkspacePage, value, options) === undefined;
}

/** Validates a value as a `WorkspaceMutationResult`. */
export function validateWorkspaceMutationResult(value, options) {
  return result(check(v_WorkspaceMutationResult, value, options), value);
}

/** Whether a value is a `WorkspaceMutationResult`. */
export function isWorkspaceMutationResult(value, options) {
  return check(v_WorkspaceMutationResult, value, options) === undefined;
}

/** Validates a value as a `SessionSummary`. */
export function validateSessionSummary(value, options) {
  return result(check(v_SessionSummary, value, options), value);
}

/** Whether a value is a `SessionSummary`. */
export function isSessionSummary(value, options) {
  return check(v_SessionSummary, value, options) === undefined;
}

/** Validates a value as a `SessionPage`. */
export function validateSessionPage(value, options) {
  return result(check(v_SessionPage, value, options), value);
}

/** Whether a value is a `SessionPage`. */
export function isSessionPage(value, options) {
  return check(v_SessionPage, value, options) === undefined;
}

/** Validates a value as a `SessionMutationResult`. */
export function validateSessionMutationResult(value, options) {
  return result(check(v_SessionMutationResult, value, options), value);
}

/** Whether a value is a `SessionMutationResult`. */
export function isSessionMutationResult(value, options) {
  return check(v_SessionMutationResult, value, options) === undefined;
}

/** Validates a value as a `TranscriptMessage`. */
export function validateTranscriptMessage(value, options) {
  return result(check(v_TranscriptMessage, value, options), value);
}

/** Whether a value is a `TranscriptMessage`. */
export function isTranscriptMessage(value, options) {
  return check(v_TranscriptMessage, value, options) === undefined;
}

/** Validates a value as a `TranscriptPage`. */
export function validateTranscriptPage(value, options) {
  return result(check(v_TranscriptPage, value, options), value);
}

/** Whether a value is a `TranscriptPage`. */
export function isTranscriptPage(value, options) {
  return check(v_TranscriptPage, value, options) === undefined;
}

/** Validates a value as a `GoalView`. */
export function validateGoalView(value, options) {
  return result(check(v_GoalView, value, options), value);
}

/** Whether a value is a `GoalView`. */
export function isGoalView(value, options) {
  return check(v_GoalView, value, options) === undefined;
}

/** Validates a value as a `PlanView`. */
export function validatePlanView(value, options) {
  return result(check(v_PlanView, value, options), value);
}

/** Whether a value is a `PlanView`. */
export function isPlanView(value, options) {
  return check(v_PlanView, value, options) === undefined;
}

/** Validates a value as a `PendingApproval`. */
export function validatePendingApproval(value, options) {
  return result(check(v_PendingApproval, value, options), value);
}

/** Whether a value is a `PendingApproval`. */
export function isPendingApproval(value, options) {
  return check(v_PendingApproval, value, options) === undefined;
}

/** Validates a value as a `FollowupItem`. */
export function validateFollowupItem(value, options) {
  return result(check(v_FollowupItem, value, options), value);
}

/** Whether a value is a `FollowupItem`. */
export function isFollowupItem(value, options) {
  return check(v_FollowupItem, value, options) === undefined;
}

/** Validates a value as a `SessionRuntimeSnapshot`. */
export function validateSessionRuntimeSnapshot(value, options) {
  return result(check(v_SessionRuntimeSnapshot, value, options), value);
}

/** Whether a value is a `SessionRuntimeSnapshot`. */
export function isSessionRuntimeSnapshot(value, options) {
  return check(v_SessionRuntimeSnapshot, value, options) === undefined;
}

/** Validates a value as a `SessionSnapshot`. */
export function validateSessionSnapshot(value, options) {
  return result(check(v_SessionSnapshot, value, options), value);
}

/** Whether a value is a `SessionSnapshot`. */
export function isSessionSnapshot(value, options) {
  return check(v_SessionSnapshot, value, options) === undefined;
}

/** Validates a value as a `SkillSummary`. */
export function validateSkillSummary(value, options) {
  return result(check(v_SkillSummary, value, options), value);
}

/** Whether a value is a `SkillSummary`. */
export function isSkillSummary(value, options) {
  return check(v_SkillSummary, value, options) === undefined;
}

/** Validates a value as a `SkillPage`. */
export function validateSkillPage(value, options) {
  return result(check(v_SkillPage, value, options), value);
}

/** Whether a value is a `SkillPage`. */
export function isSkillPage(value, options) {
  return check(v_SkillPage, value, options) === undefined;
}

/** Validates a value as a `McpServerSummary`. */
export function validateMcpServerSummary(value, options) {
  return result(check(v_McpServerSummary, value, options), value);
}

/** Whether a value is a `McpServerSummary`. */
export function isMcpServerSummary(value, options) {
  return check(v_McpServerSummary, value, options) === undefined;
}

/** Validates a value as a `McpPage`. */
export function validateMcpPage(value, options) {
  return result(check(v_McpPage, value, options), value);
}

/** Whether a value is a `McpPage`. */
export function isMcpPage(value, options) {
  return check(v_McpPage, value, options) === undefined;
}

/** Validates a value as a `ToolDetailSummary`. */
export function validateToolDetailSummary(value, options) {
  return result(check(v_ToolDetailSummary, value, options), value);
}

/** Whether a value is a `ToolDetailSummary`. */
export function isToolDetailSummary(value, options) {
  return check(v_ToolDetailSummary, value, options) === undefined;
}

/** Validates a value as a `ToolDetailSummaryPage`. */
export function validateToolDetailSummaryPage(value, options) {
  return result(check(v_ToolDetailSummaryPage, value, options), value);
}

/** Whether a value is a `ToolDetailSummaryPage`. */
export function isToolDetailSummaryPage(value, options) {
  return check(v_ToolDetailSummaryPage, value, options) === undefined;
}

/** Validates a value as a `ToolDetailPage`. */
export function validateToolDetailPage(value, options) {
  return result(check(v_ToolDetailPage, value, options), value);
}

/** Whether a value is a `ToolDetailPage`. */
export function isToolDetailPage(value, options) {
  return check(v_ToolDetailPage, value, options) === undefined;
}

/** Validates a value as a `SettingsRevision`. */
export function validateSettingsRevision(value, options) {
  return result(check(v_SettingsRevision, value, options), value);
}

/** Whether a value is a `SettingsRevision`. */
export function isSettingsRevision(value, options) {
  return check(v_SettingsRevision, value, options) === undefined;
}

/** Validates a value as a `SettingsFieldCommon`. */
export function validateSettingsFieldCommon(value, options) {
  return result(check(v_SettingsFieldCommon, value, options), value);
}

/** Whether a value is a `SettingsFieldCommon`. */
export function isSettingsFieldCommon(value, options) {
  return check(v_SettingsFieldCommon, value, options) === undefined;
}

/** Validates a value as a `ThemeSettingsField`. */
export function validateThemeSettingsField(value, options) {
  return result(check(v_ThemeSettingsField, value, options), value);
}

/** Whether a value is a `ThemeSettingsField`. */
export function isThemeSettingsField(value, options) {
  return check(v_ThemeSettingsField, value, options) === undefined;
}

/** Validates a value as a `MotionSettingsField`. */
export function validateMotionSettingsField(value, options) {
  return result(check(v_MotionSettingsField, value, options), value);
}

/** Whether a value is a `MotionSettingsField`. */
export function isMotionSettingsField(value, options) {
  return check(v_MotionSettingsField, value, options) === undefined;
}

/** Validates a value as a `ModelSettingsField`. */
export function validateModelSettingsField(value, options) {
  return result(check(v_ModelSettingsField, value, options), value);
}

/** Whether a value is a `ModelSettingsField`. */
export function isModelSettingsField(value, options) {
  return check(v_ModelSettingsField, value, options) === undefined;
}

/** Validates a value as a `EffortSettingsField`. */
export function validateEffortSettingsField(value, options) {
  return result(check(v_EffortSettingsField, value, options), value);
}

/** Whether a value is a `EffortSettingsField`. */
export function isEffortSettingsField(value, options) {
  return check(v_EffortSettingsField, value, options) === undefined;
}

/** Validates a value as a `ToolConfirmationSettingsField`. */
export function validateToolConfirmationSettingsField(value, options) {
  return result(check(v_ToolConfirmationSettingsField, value, options), value);
}

/** Whether a value is a `ToolConfirmationSettingsField`. */
export function isToolConfirmationSettingsField(value, options) {
  return check(v_ToolConfirmationSettingsField, value, options) === undefined;
}

/** Validates a value as a `EffortPreference`. */
export function validateEffortPreference(value, options) {
  return result(check(v_EffortPreference, value, options), value);
}

/** Whether a value is a `EffortPreference`. */
export function isEffortPreference(value, options) {
  return check(v_EffortPreference, value, options) === undefined;
}

/** Validates a value as a `ModelSummary`. */
export function validateModelSummary(value, options) {
  return result(check(v_ModelSummary, value, options), value);
}

/** Whether a value is a `ModelSummary`. */
export function isModelSummary(value, options) {
  return check(v_ModelSummary, value, options) === undefined;
}

/** Validates a value as a `CredentialSlot`. */
export function validateCredentialSlot(value, options) {
  return result(check(v_CredentialSlot, value, options), value);
}

/** Whether a value is a `CredentialSlot`. */
export function isCredentialSlot(value, options) {
  return check(v_CredentialSlot, value, options) === undefined;
}

/** Validates a value as a `SettingsDocument`. */
export function validateSettingsDocument(value, options) {
  return result(check(v_SettingsDocument, value, options), value);
}

/** Whether a value is a `SettingsDocument`. */
export function isSettingsDocument(value, options) {
  return check(v_SettingsDocument, value, options) === undefined;
}

/** Validates a value as a `SettingsOperation`. */
export function validateSettingsOperation(value, options) {
  return result(check(v_SettingsOperation, value, options), value);
}

/** Whether a value is a `SettingsOperation`. */
export function isSettingsOperation(value, options) {
  return check(v_SettingsOperation, value, options) === undefined;
}

/** Validates a value as a `SetThemeSetting`. */
export function validateSetThemeSetting(value, options) {
  return result(check(v_SetThemeSetting, value, options), value);
}

/** Whether a value is a `SetThemeSetting`. */
export function isSetThemeSetting(value, options) {
  return check(v_SetThemeSetting, value, options) === undefined;
}

/** Validates a value as a `UnsetThemeSetting`. */
export function validateUnsetThemeSetting(value, options) {
  return result(check(v_UnsetThemeSetting, value, options), value);
}

/** Whether a value is a `UnsetThemeSetting`. */
export function isUnsetThemeSetting(value, options) {
  return check(v_UnsetThemeSetting, value, options) === undefined;
}

/** Validates a value as a `SetMotionSetting`. */
export function validateSetMotionSetting(value, options) {
  return result(check(v_SetMotionSetting, value, options), value);
}

/** Whether a value is a `SetMotionSetting`. */
export function isSetMotionSetting(value, options) {
  return check(v_SetMotionSetting, value, options) === undefined;
}

/** Validates a value as a `UnsetMotionSetting`. */
export function validateUnsetMotionSetting(value, options) {
  return result(check(v_UnsetMotionSetting, value, options), value);
}

/** Whether a value is a `UnsetMotionSetting`. */
export function isUnsetMotionSetting(value, options) {
  return check(v_UnsetMotionSetting, value, options) === undefined;
}

/** Validates a value as a `SetModelSetting`. */
export function validateSetModelSetting(value, options) {
  return result(check(v_SetModelSetting, value, options), value);
}

/** Whether a value is a `SetModelSetting`. */
export function isSetModelSetting(value, options) {
  return check(v_SetModelSetting, value, options) === undefined;
}

/** Validates a value as a `UnsetModelSetting`. */
export function validateUnsetModelSetting(value, options) {
  return result(check(v_UnsetModelSetting, value, options), value);
}

/** Whether a value is a `UnsetModelSetting`. */
export function isUnsetModelSetting(value, options) {
  return check(v_UnsetModelSetting, value, options) === undefined;
}

/** Validates a value as a `SetEffortSetting`. */
export function validateSetEffortSetting(value, options) {
  return result(check(v_SetEffortSetting, value, options), value);
}

/** Whether a value is a `SetEffortSetting`. */
export function isSetEffortSetting(value, options) {
  return check(v_SetEffortSetting, value, options) === undefined;
}

/** Validates a value as a `UnsetEffortSetting`. */
export function validateUnsetEffortSetting(value, options) {
  return result(check(v_UnsetEffortSetting, value, options), value);
}

/** Whether a value is a `UnsetEffortSetting`. */
export function isUnsetEffortSetting(value, options) {
  return check(v_UnsetEffortSetting, value, options) === undefined;
}

/** Validates a value as a `SetToolConfirmationSetting`. */
export function validateSetToolConfirmationSetting(value, options) {
  return result(check(v_SetToolConfirmationSetting, value, options), value);
}

/** Whether a value is a `SetToolConfirmationSetting`. */
export function isSetToolConfirmationSetting(value, options) {
  return check(v_SetToolConfirmationSetting, value, options) === undefined;
}

/** Validates a value as a `UnsetToolConfirmationSetting`. */
export function validateUnsetToolConfirmationSetting(value, options) {
  return result(check(v_UnsetToolConfirmationSetting, value, options), value);
}

/** Whether a value is a `UnsetToolConfirmationSetting`. */
export function isUnsetToolConfirmationSetting(value, options) {
  return check(v_UnsetToolConfirmationSetting, value, options) === undefined;
}

/** Validates a value as a `UpdateSettingsRequest`. */
export function validateUpdateSettingsRequest(value, options) {
  return result(check(v_UpdateSettingsRequest, value, options), value);
}

/** Whether a value is a `UpdateSettingsRequest`. */
export function isUpdateSettingsRequest(value, options) {
  return check(v_UpdateSettingsRequest, value, options) === undefined;
}

/** Validates a value as a `SettingsMutationResult`. */
export function validateSettingsMutationResult(value, options) {
  return result(check(v_SettingsMutationResult, value, options), value);
}

/** Whether a value is a `SettingsMutationResult`. */
export function isSettingsMutationResult(value, options) {
  return check(v_SettingsMutationResult, value, options) === undefined;
}

/** Validates a value as a `WebCommand`. */
export function validateWebCommand(value, options) {
  return result(check(v_WebCommand, value, options), value);
}

/** Whether a value is a `WebCommand`. */
export function isWebCommand(value, options) {
  return check(v_WebCommand, value, options) === undefined;
}

/** Validates a value as a `CommandResult`. */
export function validateCommandResult(value, options) {
  return result(check(v_CommandResult, value, options), value);
}

/** Whether a value is a `CommandResult`. */
export function isCommandResult(value, options) {
  return check(v_CommandResult, value, options) === undefined;
}

/** Validates a value as a `WebEventEnvelope`; in the receive view an event of an unknown type passes with `unknown` set. */
export function validateWebEventEnvelope(value, options) {
  return received(v_WebEventEnvelope, u_WebEventEnvelope, value, options);
}

/** Whether a value is a `WebEventEnvelope` (an event of an unknown type is not). */
export function isWebEventEnvelope(value, options) {
  const r = validateWebEventEnvelope(value, options);
  return r.ok && r.unknown === undefined;
}

/** Validates a value as a `RuntimeEventEnvelope`. */
export function validateRuntimeEventEnvelope(value, options) {
  return result(check(v_RuntimeEventEnvelope, value, options), value);
}

/** Whether a value is a `RuntimeEventEnvelope`. */
export function isRuntimeEventEnvelope(value, options) {
  return check(v_RuntimeEventEnvelope, value, options) === undefined;
}

/** Validates a value as a `ThreadEventEnvelope`. */
export function validateThreadEventEnvelope(value, options) {
  return result(check(v_ThreadEventEnvelope, value, options), value);
}

/** Whether a value is a `ThreadEventEnvelope`. */
export function isThreadEventEnvelope(value, options) {
  return check(v_ThreadEventEnvelope, value, options) === undefined;
}

/** Validates a value as a `WorkbenchStateEnvelope`. */
export function validateWorkbenchStateEnvelope(value, options) {
  return result(check(v_WorkbenchStateEnvelope, value, options), value);
}

/** Whether a value is a `WorkbenchStateEnvelope`. */
export function isWorkbenchStateEnvelope(value, options) {
  return check(v_WorkbenchStateEnvelope, value, options) === undefined;
}

/** Validates a value as a `SettingsInvalidatedEnvelope`. */
export function validateSettingsInvalidatedEnvelope(value, options) {
  return result(check(v_SettingsInvalidatedEnvelope, value, options), value);
}

/** Whether a value is a `SettingsInvalidatedEnvelope`. */
export function isSettingsInvalidatedEnvelope(value, options) {
  return check(v_SettingsInvalidatedEnvelope, value, options) === undefined;
}

/** Validates a value as a `ReplayResetEnvelope`. */
export function validateReplayResetEnvelope(value, options) {
  return result(check(v_ReplayResetEnvelope, value, options), value);
}

/** Whether a value is a `ReplayResetEnvelope`. */
export function isReplayResetEnvelope(value, options) {
  return check(v_ReplayResetEnvelope, value, options) === undefined;
}

/** Validates a value as a `Problem`. */
export function validateProblem(value, options) {
  return result(check(v_Problem, value, options), value);
}

/** Whether a value is a `Problem`. */
export function isProblem(value, options) {
  return check(v_Problem, value, options) === undefined;
}

/** Validates a value as a `BootstrapCapabilities`. */
export function validateBootstrapCapabilities(value, options) {
  return result(check(v_BootstrapCapabilities, value, options), value);
}

/** Whether a value is a `BootstrapCapabilities`. */
export function isBootstrapCapabilities(value, options) {
  return check(v_BootstrapCapabilities, value, options) === undefined;
}

/** Validates a value as a `DiagnosticsResponse`. */
export function validateDiagnosticsResponse(value, options) {
  return result(check(v_DiagnosticsResponse, value, options), value);
}

/** Whether a value is a `DiagnosticsResponse`. */
export function isDiagnosticsResponse(value, options) {
  return check(v_DiagnosticsResponse, value, options) === undefined;
}

/** Validates a value as a `OpenSettingsDocumentRequest`. */
export function validateOpenSettingsDocumentRequest(value, options) {
  return result(check(v_OpenSettingsDocumentRequest, value, options), value);
}

/** Whether a value is a `OpenSettingsDocumentRequest`. */
export function isOpenSettingsDocumentRequest(value, options) {
  return check(v_OpenSettingsDocumentRequest, value, options) === undefined;
}

/** Validates a value as a `OpenSettingsDocumentResponse`. */
export function validateOpenSettingsDocumentResponse(value, options) {
  return result(check(v_OpenSettingsDocumentResponse, value, options), value);
}

/** Whether a value is a `OpenSettingsDocumentResponse`. */
export function isOpenSettingsDocumentResponse(value, options) {
  return check(v_OpenSettingsDocumentResponse, value, options) === undefined;
}

/** Validates a value as a `SettingsSections`. */
export function validateSettingsSections(value, options) {
  return result(check(v_SettingsSections, value, options), value);
}

/** Whether a value is a `SettingsSections`. */
export function isSettingsSections(value, options) {
  return check(v_SettingsSections, value, options) === undefined;
}

/** Validates a value as a `SettingsAppearance`. */
export function validateSettingsAppearance(value, options) {
  return result(check(v_SettingsAppearance, value, options), value);
}

/** Whether a value is a `SettingsAppearance`. */
export function isSettingsAppearance(value, options) {
  return check(v_SettingsAppearance, value, options) === undefined;
}

/** Validates a value as a `SettingsDefaults`. */
export function validateSettingsDefaults(value, options) {
  return result(check(v_SettingsDefaults, value, options), value);
}

/** Whether a value is a `SettingsDefaults`. */
export function isSettingsDefaults(value, options) {
  return check(v_SettingsDefaults, value, options) === undefined;
}

/** Validates a value as a `SettingsPermissions`. */
export function validateSettingsPermissions(value, options) {
  return result(check(v_SettingsPermissions, value, options), value);
}

/** Whether a value is a `SettingsPermissions`. */
export function isSettingsPermissions(value, options) {
  return check(v_SettingsPermissions, value, options) === undefined;
}

/** Validates a value as a `SettingsCurrentSession`. */
export function validateSettingsCurrentSession(value, options) {
  return result(check(v_SettingsCurrentSession, value, options), value);
}

/** Whether a value is a `SettingsCurrentSession`. */
export function isSettingsCurrentSession(value, options) {
  return check(v_SettingsCurrentSession, value, options) === undefined;
}

/** Validates a value as a `SettingsDiagnostic`. */
export function validateSettingsDiagnostic(value, options) {
  return result(check(v_SettingsDiagnostic, value, options), value);
}

/** Whether a value is a `SettingsDiagnostic`. */
export function isSettingsDiagnostic(value, options) {
  return check(v_SettingsDiagnostic, value, options) === undefined;
}

/** Validates a value as a `RuntimeEventPayload`. */
export function validateRuntimeEventPayload(value, options) {
  return result(check(v_RuntimeEventPayload, value, options), value);
}

/** Whether a value is a `RuntimeEventPayload`. */
export function isRuntimeEventPayload(value, options) {
  return check(v_RuntimeEventPayload, value, options) === undefined;
}

/** Validates a value as a `ThreadEventPayload`. */
export function validateThreadEventPayload(value, options) {
  return result(check(v_ThreadEventPayload, value, options), value);
}

/** Whether a value is a `ThreadEventPayload`. */
export function isThreadEventPayload(value, options) {
  return check(v_ThreadEventPayload, value, options) === undefined;
}

/** Validates a value as a `WorkbenchStatePayload`. */
export function validateWorkbenchStatePayload(value, options) {
  return result(check(v_WorkbenchStatePayload, value, options), value);
}

/** Whether a value is a `WorkbenchStatePayload`. */
export function isWorkbenchStatePayload(value, options) {
  return check(v_WorkbenchStatePayload, value, options) === undefined;
}

/** Validates a value as a `SettingsInvalidatedPayload`. */
export function validateSettingsInvalidatedPayload(value, options) {
  return result(check(v_SettingsInvalidatedPayload, value, options), value);
}

/** Whether a value is a `SettingsInvalidatedPayload`. */
export function isSettingsInvalidatedPayload(value, options) {
  return check(v_SettingsInvalidatedPayload, value, options) === undefined;
}

/** Validates a value as a `ReplayResetPayload`. */
export function validateReplayResetPayload(value, options) {
  return result(check(v_ReplayResetPayload, value, options), value);
}

/** Whether a value is a `ReplayResetPayload`. */
export function isReplayResetPayload(value, options) {
  return check(v_ReplayResetPayload, value, options) === undefined;
}

/** Parses JSON text as a `WebEventEnvelope`; never throws. */
export function parseWebEventEnvelope(data, options) {
  let value;
  try {
    value = JSON.parse(data);
  } catch (e) {
    return notJson(e);
  }
  return validateWebEventEnvelope(value, options);
}

const RESPONSES = {
  getHealth: { 200: validateHealthResponse },
  getBootstrap: { 200: validateBootstrapResponse },
  listWorkspaces: { 200: validateWorkspacePage, 400: validateProblem },
  activateWorkspace: { 200: validateWorkspaceMutationResult, 400: validateProblem, 403: validateProblem, 409: validateProblem },
  listSessions: { 200: validateSessionPage, 400: validateProblem },
  createSession: { 201: validateSessionMutationResult, 400: validateProblem, 403: validateProblem, 409: validateProblem },
  renameSession: { 200: validateSessionMutationResult, 400: validateProblem, 403: validateProblem, 404: validateProblem, 409: validateProblem },
  activateSession: { 200: validateCommandResult, 400: validateProblem, 403: validateProblem, 404: validateProblem, 409: validateProblem },
  getSessionSnapshot: { 200: validateSessionSnapshot, 400: validateProblem, 404: validateProblem, 409: validateProblem },
  listToolDetails: { 200: validateToolDetailSummaryPage, 400: validateProblem, 404: validateProblem },
  getToolDetail: { 200: validateToolDetailPage, 400: validateProblem, 404: validateProblem },
  listSkills: { 200: validateSkillPage, 400: validateProblem },
  listMcpServers: { 200: validateMcpPage, 400: validateProblem },
  dispatchCommand: { 202: validateCommandResult, 400: validateProblem, 403: validateProblem, 409: validateProblem },
  streamEvents: { 200: (v, o) => result(check(v_WebEventEnvelope, v, o), v), 400: validateProblem, 409: validateProblem },
  getDiagnostics: { 200: validateDiagnosticsResponse },
  getSettings: { 200: validateSettingsDocument },
  updateSettings: { 200: validateSettingsMutationResult, 400: validateProblem, 403: validateProblem, 409: validateProblem, 422: validateProblem, 503: validateProblem },
  openSettingsDocument: { 200: validateOpenSettingsDocumentResponse, 400: validateProblem, 403: validateProblem, 409: validateProblem, 503: validateProblem },
};

/** Validates the body of a response to an operation by its status. */
export function validateResponse(operationId, status, body, options) {
  const statuses = Object.prototype.hasOwnProperty.call(RESPONSES, operationId) ? RESPONSES[operationId] : undefined;
  if (statuses === undefined) return failure("no operation " + JSON.stringify(operationId));
  const validate = Object.prototype.hasOwnProperty.call(statuses, status) ? statuses[status] : undefined;
  if (validate === undefined) return failure("status " + status + " is not a response of " + operationId);
  return validate(body, options);
}
