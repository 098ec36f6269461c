// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

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

function v_ApiMessage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1 of Object.keys(x)) {
      const v2 = x[k1];
      const q3 = key(p, k1);
      if (k1 === "role") {
        { const e4 = v_ApiMessageRole(v2, q3); if (e4) return e4; }
      }
      else if (k1 === "content") {
        { const e5 = v_ApiMessageContent(v2, q3); if (e5) return e5; }
      }
      else if (k1 === "model") {
        if (!(typeof v2 === "string")) return err(q3, "invalid type: " + kind(v2) + ", expected string");
      }
      else if (k1 === "stop_reason") {
        if (!(typeof v2 === "string" || v2 === null)) return err(q3, "invalid type: " + kind(v2) + ", expected string or null");
      }
      else if (k1 === "usage") {
        { const e6 = v_ApiMessageUsage(v2, q3); if (e6) return e6; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "role")) return err(p, "missing field `role`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_ApiMessageContent(x, p) {
  const e7 = (() => {
    {
      const u8 = [];
      const b9 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        return undefined;
      })();
      if (b9 === undefined) return undefined;
      u8.push(b9);
      const b10 = (() => {
        if (!(Array.isArray(x))) return err(p, "invalid type: " + kind(x) + ", expected array");
        if (Array.isArray(x)) {
          for (let i11 = 0; i11 < x.length; i11++) {
            const v12 = x[i11];
            const q13 = p + "[" + i11 + "]";
            { const e14 = v_ContentBlock(v12, q13); if (e14) return e14; }
          }
        }
        return undefined;
      })();
      if (b10 === undefined) return undefined;
      u8.push(b10);
      return u8.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e7) return e7;
  return undefined;
}

function v_ApiMessageRole(x, p) {
  const e15 = (() => {
    {
      const u16 = [];
      const b17 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "user") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"user\"");
        return undefined;
      })();
      if (b17 === undefined) return undefined;
      u16.push(b17);
      const b18 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "assistant") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"assistant\"");
        return undefined;
      })();
      if (b18 === undefined) return undefined;
      u16.push(b18);
      return u16.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e15) return e15;
  return undefined;
}

function v_ApiMessageUsage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k19 of Object.keys(x)) {
      const v20 = x[k19];
      const q21 = key(p, k19);
      if (k19 === "input_tokens") {
        if (!(Number.isInteger(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "output_tokens") {
        if (!(Number.isInteger(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "cache_creation_input_tokens") {
        if (!(Number.isInteger(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "cache_read_input_tokens") {
        if (!(Number.isInteger(v20))) return err(q21, "invalid type: " + kind(v20) + ", expected integer");
      }
    }
  }
  return undefined;
}

function v_AttachedFrame(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k22 of Object.keys(x)) {
      const v23 = x[k22];
      const q24 = key(p, k22);
      if (k22 === "type") {
        if (!(typeof v23 === "string")) return err(q24, "invalid type: " + kind(v23) + ", expected string");
        if (v23 !== "attached") return err(q24, "invalid value: " + kind(v23) + ", expected the constant " + "\"attached\"");
      }
      else if (k22 === "protocolVersion") {
        if (!(Number.isInteger(v23))) return err(q24, "invalid type: " + kind(v23) + ", expected integer");
      }
      else if (k22 === "session") {
        { const e25 = v_SessionInfo(v23, q24); if (e25) return e25; }
      }
      else if (k22 === "replayingFrom") {
        if (!(Number.isInteger(v23))) return err(q24, "invalid type: " + kind(v23) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "protocolVersion")) return err(p, "missing field `protocolVersion`");
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
    if (!Object.prototype.hasOwnProperty.call(x, "replayingFrom")) return err(p, "missing field `replayingFrom`");
  }
  return undefined;
}

function v_AttachmentKind(x, p) {
  const e26 = (() => {
    {
      const u27 = [];
      const b28 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "image") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"image\"");
        return undefined;
      })();
      if (b28 === undefined) return undefined;
      u27.push(b28);
      const b29 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "pdf") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"pdf\"");
        return undefined;
      })();
      if (b29 === undefined) return undefined;
      u27.push(b29);
      const b30 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "text") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"text\"");
        return undefined;
      })();
      if (b30 === undefined) return undefined;
      u27.push(b30);
      return u27.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e26) return e26;
  return undefined;
}

function v_ClientFrame(x, p) {
  { const e31 = v_SessionCommand(x, p); if (e31) return e31; }
  return undefined;
}

function v_CloseReason(x, p) {
  const e32 = (() => {
    {
      const u33 = [];
      const b34 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "client") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"client\"");
        return undefined;
      })();
      if (b34 === undefined) return undefined;
      u33.push(b34);
      const b35 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "server") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"server\"");
        return undefined;
      })();
      if (b35 === undefined) return undefined;
      u33.push(b35);
      const b36 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error\"");
        return undefined;
      })();
      if (b36 === undefined) return undefined;
      u33.push(b36);
      return u33.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e32) return e32;
  return undefined;
}

function v_ContentBlock(x, p) {
  const e37 = (() => {
    {
      const u38 = [];
      const b39 = (() => {
        { const e40 = v_TextBlock(x, p); if (e40) return e40; }
        return undefined;
      })();
      if (b39 === undefined) return undefined;
      u38.push(b39);
      const b41 = (() => {
        { const e42 = v_ThinkingBlock(x, p); if (e42) return e42; }
        return undefined;
      })();
      if (b41 === undefined) return undefined;
      u38.push(b41);
      const b43 = (() => {
        { const e44 = v_ToolUseBlock(x, p); if (e44) return e44; }
        return undefined;
      })();
      if (b43 === undefined) return undefined;
      u38.push(b43);
      const b45 = (() => {
        { const e46 = v_ToolResultBlock(x, p); if (e46) return e46; }
        return undefined;
      })();
      if (b45 === undefined) return undefined;
      u38.push(b45);
      const b47 = (() => {
        { const e48 = v_UnknownBlock(x, p); if (e48) return e48; }
        return undefined;
      })();
      if (b47 === undefined) return undefined;
      u38.push(b47);
      return u38.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e37) return e37;
  return undefined;
}

function v_ContextUsage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k49 of Object.keys(x)) {
      const v50 = x[k49];
      const q51 = key(p, k49);
      if (k49 === "categories") {
        if (!(Array.isArray(v50))) return err(q51, "invalid type: " + kind(v50) + ", expected array");
        if (Array.isArray(v50)) {
          for (let i52 = 0; i52 < v50.length; i52++) {
            const v53 = v50[i52];
            const q54 = q51 + "[" + i52 + "]";
            { const e55 = v_ContextUsageCategory(v53, q54); if (e55) return e55; }
          }
        }
      }
      else if (k49 === "totalTokens") {
        if (!(Number.isInteger(v50))) return err(q51, "invalid type: " + kind(v50) + ", expected integer");
      }
      else if (k49 === "maxTokens") {
        if (!(Number.isInteger(v50))) return err(q51, "invalid type: " + kind(v50) + ", expected integer");
      }
      else if (k49 === "percentage") {
        if (!(typeof v50 === "number")) return err(q51, "invalid type: " + kind(v50) + ", expected number");
      }
      else if (k49 === "model") {
        if (!(typeof v50 === "string")) return err(q51, "invalid type: " + kind(v50) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "categories")) return err(p, "missing field `categories`");
    if (!Object.prototype.hasOwnProperty.call(x, "totalTokens")) return err(p, "missing field `totalTokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "maxTokens")) return err(p, "missing field `maxTokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "percentage")) return err(p, "missing field `percentage`");
  }
  return undefined;
}

function v_ContextUsageCategory(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k56 of Object.keys(x)) {
      const v57 = x[k56];
      const q58 = key(p, k56);
      if (k56 === "name") {
        if (!(typeof v57 === "string")) return err(q58, "invalid type: " + kind(v57) + ", expected string");
      }
      else if (k56 === "tokens") {
        if (!(Number.isInteger(v57))) return err(q58, "invalid type: " + kind(v57) + ", expected integer");
      }
      else if (k56 === "color") {
        if (!(typeof v57 === "string")) return err(q58, "invalid type: " + kind(v57) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "tokens")) return err(p, "missing field `tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "color")) return err(p, "missing field `color`");
  }
  return undefined;
}

function v_CreateJobRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k59 of Object.keys(x)) {
      const v60 = x[k59];
      const q61 = key(p, k59);
      if (k59 === "session") {
        { const e62 = v_JobSessionRequest(v60, q61); if (e62) return e62; }
      }
      else if (k59 === "webhook") {
        { const e63 = v_WebhookConfig(v60, q61); if (e63) return e63; }
      }
      else if (k59 === "maxTokens") {
        if (!(Number.isInteger(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected integer");
      }
      else if (k59 === "maxDurationMs") {
        if (!(Number.isInteger(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected integer");
      }
      else if (k59 === "attempts") {
        if (!(Number.isInteger(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected integer");
      }
      else if (k59 === "retryDelayMs") {
        if (!(Number.isInteger(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected integer");
      }
      else if (k59 === "meta") {
        if (!(isObject(v60))) return err(q61, "invalid type: " + kind(v60) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_CreateJobResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k64 of Object.keys(x)) {
      const v65 = x[k64];
      const q66 = key(p, k64);
      if (k64 === "job") {
        { const e67 = v_JobInfo(v65, q66); if (e67) return e67; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
  }
  return undefined;
}

function v_CreateProfileRequest(x, p) {
  { const e68 = v_ProfileInfo(x, p); if (e68) return e68; }
  return undefined;
}

function v_CreateSessionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k69 of Object.keys(x)) {
      const v70 = x[k69];
      const q71 = key(p, k69);
      if (k69 === "cwd") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "profile") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "prompt") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "permissionMode") {
        { const e72 = v_PermissionMode(v70, q71); if (e72) return e72; }
      }
      else if (k69 === "allowDangerouslySkipPermissions") {
        if (!(typeof v70 === "boolean")) return err(q71, "invalid type: " + kind(v70) + ", expected boolean");
      }
      else if (k69 === "allowedTools") {
        if (!(Array.isArray(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected array");
        if (Array.isArray(v70)) {
          for (let i73 = 0; i73 < v70.length; i73++) {
            const v74 = v70[i73];
            const q75 = q71 + "[" + i73 + "]";
            if (!(typeof v74 === "string")) return err(q75, "invalid type: " + kind(v74) + ", expected string");
          }
        }
      }
      else if (k69 === "disallowedTools") {
        if (!(Array.isArray(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected array");
        if (Array.isArray(v70)) {
          for (let i76 = 0; i76 < v70.length; i76++) {
            const v77 = v70[i76];
            const q78 = q71 + "[" + i76 + "]";
            if (!(typeof v77 === "string")) return err(q78, "invalid type: " + kind(v77) + ", expected string");
          }
        }
      }
      else if (k69 === "mcpServers") {
        if (!(isObject(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected object");
        if (isObject(v70)) {
          for (const k79 of Object.keys(v70)) {
            const v80 = v70[k79];
            const q81 = key(q71, k79);
            {
              { const e82 = v_McpServerConfigWire(v80, q81); if (e82) return e82; }
            }
          }
        }
      }
      else if (k69 === "settingSources") {
        if (!(Array.isArray(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected array");
        if (Array.isArray(v70)) {
          for (let i83 = 0; i83 < v70.length; i83++) {
            const v84 = v70[i83];
            const q85 = q71 + "[" + i83 + "]";
            { const e86 = v_SettingSource(v84, q85); if (e86) return e86; }
          }
        }
      }
      else if (k69 === "model") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "maxTurns") {
        if (!(Number.isInteger(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected integer");
      }
      else if (k69 === "maxBudgetUsd") {
        if (!(typeof v70 === "number")) return err(q71, "invalid type: " + kind(v70) + ", expected number");
      }
      else if (k69 === "resume") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "forkSession") {
        if (!(typeof v70 === "boolean")) return err(q71, "invalid type: " + kind(v70) + ", expected boolean");
      }
      else if (k69 === "reasoningEffort") {
        if (!(typeof v70 === "string")) return err(q71, "invalid type: " + kind(v70) + ", expected string");
      }
      else if (k69 === "includePartialMessages") {
        if (!(typeof v70 === "boolean")) return err(q71, "invalid type: " + kind(v70) + ", expected boolean");
      }
      else if (k69 === "approvalTimeoutMs") {
        if (!(Number.isInteger(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected integer");
      }
      else if (k69 === "questionBehavior") {
        { const e87 = v_QuestionBehavior(v70, q71); if (e87) return e87; }
      }
      else if (k69 === "capabilities") {
        if (!(Array.isArray(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected array");
        if (Array.isArray(v70)) {
          for (let i88 = 0; i88 < v70.length; i88++) {
            const v89 = v70[i88];
            const q90 = q71 + "[" + i88 + "]";
            { const e91 = v_SessionCapability(v89, q90); if (e91) return e91; }
          }
        }
      }
      else if (k69 === "meta") {
        if (!(isObject(v70))) return err(q71, "invalid type: " + kind(v70) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
  }
  return undefined;
}

function v_CreateSessionResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k92 of Object.keys(x)) {
      const v93 = x[k92];
      const q94 = key(p, k92);
      if (k92 === "session") {
        { const e95 = v_SessionInfo(v93, q94); if (e95) return e95; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_EngineCapabilities(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k96 of Object.keys(x)) {
      const v97 = x[k96];
      const q98 = key(p, k96);
      if (k96 === "interactiveApprovals") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "permissionModes") {
        if (!(Array.isArray(v97))) return err(q98, "invalid type: " + kind(v97) + ", expected array");
        if (Array.isArray(v97)) {
          for (let i99 = 0; i99 < v97.length; i99++) {
            const v100 = v97[i99];
            const q101 = q98 + "[" + i99 + "]";
            { const e102 = v_PermissionMode(v100, q101); if (e102) return e102; }
          }
        }
      }
      else if (k96 === "defaultPermissionMode") {
        { const e103 = v_PermissionMode(v97, q98); if (e103) return e103; }
      }
      else if (k96 === "resume") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "resumeBackfill") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "listSessions") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "contextUsage") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "rateLimits") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "mcpStatus") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "sessionMcpServers") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "slashCommands") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "settingSources") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "budgets") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "attachments") {
        if (!(Array.isArray(v97))) return err(q98, "invalid type: " + kind(v97) + ", expected array");
        if (Array.isArray(v97)) {
          for (let i104 = 0; i104 < v97.length; i104++) {
            const v105 = v97[i104];
            const q106 = q98 + "[" + i104 + "]";
            { const e107 = v_AttachmentKind(v105, q106); if (e107) return e107; }
          }
        }
      }
      else if (k96 === "reasoningEfforts") {
        if (!(Array.isArray(v97))) return err(q98, "invalid type: " + kind(v97) + ", expected array");
        if (Array.isArray(v97)) {
          for (let i108 = 0; i108 < v97.length; i108++) {
            const v109 = v97[i108];
            const q110 = q98 + "[" + i108 + "]";
            if (!(typeof v109 === "string")) return err(q110, "invalid type: " + kind(v109) + ", expected string");
          }
        }
      }
      else if (k96 === "vfs") {
        if (!(typeof v97 === "boolean")) return err(q98, "invalid type: " + kind(v97) + ", expected boolean");
      }
      else if (k96 === "streaming") {
        { const e111 = v_StreamingGranularity(v97, q98); if (e111) return e111; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "interactiveApprovals")) return err(p, "missing field `interactiveApprovals`");
    if (!Object.prototype.hasOwnProperty.call(x, "permissionModes")) return err(p, "missing field `permissionModes`");
    if (!Object.prototype.hasOwnProperty.call(x, "defaultPermissionMode")) return err(p, "missing field `defaultPermissionMode`");
    if (!Object.prototype.hasOwnProperty.call(x, "resume")) return err(p, "missing field `resume`");
    if (!Object.prototype.hasOwnProperty.call(x, "resumeBackfill")) return err(p, "missing field `resumeBackfill`");
    if (!Object.prototype.hasOwnProperty.call(x, "listSessions")) return err(p, "missing field `listSessions`");
    if (!Object.prototype.hasOwnProperty.call(x, "contextUsage")) return err(p, "missing field `contextUsage`");
    if (!Object.prototype.hasOwnProperty.call(x, "rateLimits")) return err(p, "missing field `rateLimits`");
    if (!Object.prototype.hasOwnProperty.call(x, "mcpStatus")) return err(p, "missing field `mcpStatus`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionMcpServers")) return err(p, "missing field `sessionMcpServers`");
    if (!Object.prototype.hasOwnProperty.call(x, "slashCommands")) return err(p, "missing field `slashCommands`");
    if (!Object.prototype.hasOwnProperty.call(x, "settingSources")) return err(p, "missing field `settingSources`");
    if (!Object.prototype.hasOwnProperty.call(x, "budgets")) return err(p, "missing field `budgets`");
    if (!Object.prototype.hasOwnProperty.call(x, "attachments")) return err(p, "missing field `attachments`");
    if (!Object.prototype.hasOwnProperty.call(x, "vfs")) return err(p, "missing field `vfs`");
    if (!Object.prototype.hasOwnProperty.call(x, "streaming")) return err(p, "missing field `streaming`");
  }
  return undefined;
}

function v_ErrorResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k112 of Object.keys(x)) {
      const v113 = x[k112];
      const q114 = key(p, k112);
      if (k112 === "error") {
        if (!(typeof v113 === "string")) return err(q114, "invalid type: " + kind(v113) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
  }
  return undefined;
}

function v_FileEncoding(x, p) {
  const e115 = (() => {
    {
      const u116 = [];
      const b117 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "utf8") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"utf8\"");
        return undefined;
      })();
      if (b117 === undefined) return undefined;
      u116.push(b117);
      const b118 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "base64") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"base64\"");
        return undefined;
      })();
      if (b118 === undefined) return undefined;
      u116.push(b118);
      return u116.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e115) return e115;
  return undefined;
}

function v_FindHostFilesResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k119 of Object.keys(x)) {
      const v120 = x[k119];
      const q121 = key(p, k119);
      if (k119 === "base") {
        if (!(typeof v120 === "string")) return err(q121, "invalid type: " + kind(v120) + ", expected string");
      }
      else if (k119 === "matches") {
        if (!(Array.isArray(v120))) return err(q121, "invalid type: " + kind(v120) + ", expected array");
        if (Array.isArray(v120)) {
          for (let i122 = 0; i122 < v120.length; i122++) {
            const v123 = v120[i122];
            const q124 = q121 + "[" + i122 + "]";
            { const e125 = v_HostFileMatch(v123, q124); if (e125) return e125; }
          }
        }
      }
      else if (k119 === "truncated") {
        if (!(typeof v120 === "boolean")) return err(q121, "invalid type: " + kind(v120) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "base")) return err(p, "missing field `base`");
    if (!Object.prototype.hasOwnProperty.call(x, "matches")) return err(p, "missing field `matches`");
    if (!Object.prototype.hasOwnProperty.call(x, "truncated")) return err(p, "missing field `truncated`");
  }
  return undefined;
}

function v_GetJobResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k126 of Object.keys(x)) {
      const v127 = x[k126];
      const q128 = key(p, k126);
      if (k126 === "job") {
        { const e129 = v_JobInfo(v127, q128); if (e129) return e129; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
  }
  return undefined;
}

function v_GetProfileResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k130 of Object.keys(x)) {
      const v131 = x[k130];
      const q132 = key(p, k130);
      if (k130 === "profile") {
        { const e133 = v_ProfileInfo(v131, q132); if (e133) return e133; }
      }
      else if (k130 === "config") {
        { const e134 = v_ProfileConfigSnapshot(v131, q132); if (e134) return e134; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "profile")) return err(p, "missing field `profile`");
    if (!Object.prototype.hasOwnProperty.call(x, "config")) return err(p, "missing field `config`");
  }
  return undefined;
}

function v_GetSessionResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k135 of Object.keys(x)) {
      const v136 = x[k135];
      const q137 = key(p, k135);
      if (k135 === "session") {
        { const e138 = v_SessionInfo(v136, q137); if (e138) return e138; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
  }
  return undefined;
}

function v_HostDirEntry(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k139 of Object.keys(x)) {
      const v140 = x[k139];
      const q141 = key(p, k139);
      if (k139 === "name") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
      }
      else if (k139 === "path") {
        if (!(typeof v140 === "string")) return err(q141, "invalid type: " + kind(v140) + ", expected string");
      }
      else if (k139 === "type") {
        { const e142 = v_HostDirEntryType(v140, q141); if (e142) return e142; }
      }
      else if (k139 === "bytes") {
        if (!(Number.isInteger(v140))) return err(q141, "invalid type: " + kind(v140) + ", expected integer");
      }
      else if (k139 === "modifiedAt") {
        if (!(Number.isInteger(v140))) return err(q141, "invalid type: " + kind(v140) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
  }
  return undefined;
}

function v_HostDirEntryType(x, p) {
  const e143 = (() => {
    {
      const u144 = [];
      const b145 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "file") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"file\"");
        return undefined;
      })();
      if (b145 === undefined) return undefined;
      u144.push(b145);
      const b146 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "dir") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"dir\"");
        return undefined;
      })();
      if (b146 === undefined) return undefined;
      u144.push(b146);
      const b147 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "symlink") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"symlink\"");
        return undefined;
      })();
      if (b147 === undefined) return undefined;
      u144.push(b147);
      const b148 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "other") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"other\"");
        return undefined;
      })();
      if (b148 === undefined) return undefined;
      u144.push(b148);
      return u144.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e143) return e143;
  return undefined;
}

function v_HostFileMatch(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k149 of Object.keys(x)) {
      const v150 = x[k149];
      const q151 = key(p, k149);
      if (k149 === "path") {
        if (!(typeof v150 === "string")) return err(q151, "invalid type: " + kind(v150) + ", expected string");
      }
      else if (k149 === "relative") {
        if (!(typeof v150 === "string")) return err(q151, "invalid type: " + kind(v150) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "relative")) return err(p, "missing field `relative`");
  }
  return undefined;
}

function v_HostFileRoot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k152 of Object.keys(x)) {
      const v153 = x[k152];
      const q154 = key(p, k152);
      if (k152 === "path") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
      else if (k152 === "name") {
        if (!(typeof v153 === "string")) return err(q154, "invalid type: " + kind(v153) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
  }
  return undefined;
}

function v_JobEvent(x, p) {
  const e155 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    const t156 = x["type"];
    if (t156 === "job_submitted") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k157 of Object.keys(x)) {
          const v158 = x[k157];
          const q159 = key(p, k157);
          if (k157 === "type") {
            if (!(typeof v158 === "string")) return err(q159, "invalid type: " + kind(v158) + ", expected string");
            if (v158 !== "job_submitted") return err(q159, "invalid value: " + kind(v158) + ", expected the constant " + "\"job_submitted\"");
          }
          else if (k157 === "job") {
            { const e160 = v_JobInfo(v158, q159); if (e160) return e160; }
          }
          else if (k157 === "ts") {
            if (!(Number.isInteger(v158))) return err(q159, "invalid type: " + kind(v158) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_started") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k161 of Object.keys(x)) {
          const v162 = x[k161];
          const q163 = key(p, k161);
          if (k161 === "type") {
            if (!(typeof v162 === "string")) return err(q163, "invalid type: " + kind(v162) + ", expected string");
            if (v162 !== "job_started") return err(q163, "invalid value: " + kind(v162) + ", expected the constant " + "\"job_started\"");
          }
          else if (k161 === "job") {
            { const e164 = v_JobInfo(v162, q163); if (e164) return e164; }
          }
          else if (k161 === "ts") {
            if (!(Number.isInteger(v162))) return err(q163, "invalid type: " + kind(v162) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_progress") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k165 of Object.keys(x)) {
          const v166 = x[k165];
          const q167 = key(p, k165);
          if (k165 === "type") {
            if (!(typeof v166 === "string")) return err(q167, "invalid type: " + kind(v166) + ", expected string");
            if (v166 !== "job_progress") return err(q167, "invalid value: " + kind(v166) + ", expected the constant " + "\"job_progress\"");
          }
          else if (k165 === "job") {
            { const e168 = v_JobInfo(v166, q167); if (e168) return e168; }
          }
          else if (k165 === "progress") {
            { const e169 = v_JobProgress(v166, q167); if (e169) return e169; }
          }
          else if (k165 === "ts") {
            if (!(Number.isInteger(v166))) return err(q167, "invalid type: " + kind(v166) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "progress")) return err(p, "missing field `progress`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_parked") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k170 of Object.keys(x)) {
          const v171 = x[k170];
          const q172 = key(p, k170);
          if (k170 === "type") {
            if (!(typeof v171 === "string")) return err(q172, "invalid type: " + kind(v171) + ", expected string");
            if (v171 !== "job_parked") return err(q172, "invalid value: " + kind(v171) + ", expected the constant " + "\"job_parked\"");
          }
          else if (k170 === "job") {
            { const e173 = v_JobInfo(v171, q172); if (e173) return e173; }
          }
          else if (k170 === "executionId") {
            if (!(typeof v171 === "string")) return err(q172, "invalid type: " + kind(v171) + ", expected string");
          }
          else if (k170 === "ts") {
            if (!(Number.isInteger(v171))) return err(q172, "invalid type: " + kind(v171) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_resumed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k174 of Object.keys(x)) {
          const v175 = x[k174];
          const q176 = key(p, k174);
          if (k174 === "type") {
            if (!(typeof v175 === "string")) return err(q176, "invalid type: " + kind(v175) + ", expected string");
            if (v175 !== "job_resumed") return err(q176, "invalid value: " + kind(v175) + ", expected the constant " + "\"job_resumed\"");
          }
          else if (k174 === "job") {
            { const e177 = v_JobInfo(v175, q176); if (e177) return e177; }
          }
          else if (k174 === "executionId") {
            if (!(typeof v175 === "string")) return err(q176, "invalid type: " + kind(v175) + ", expected string");
          }
          else if (k174 === "ts") {
            if (!(Number.isInteger(v175))) return err(q176, "invalid type: " + kind(v175) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_retrying") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k178 of Object.keys(x)) {
          const v179 = x[k178];
          const q180 = key(p, k178);
          if (k178 === "type") {
            if (!(typeof v179 === "string")) return err(q180, "invalid type: " + kind(v179) + ", expected string");
            if (v179 !== "job_retrying") return err(q180, "invalid value: " + kind(v179) + ", expected the constant " + "\"job_retrying\"");
          }
          else if (k178 === "job") {
            { const e181 = v_JobInfo(v179, q180); if (e181) return e181; }
          }
          else if (k178 === "ts") {
            if (!(Number.isInteger(v179))) return err(q180, "invalid type: " + kind(v179) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t156 === "job_completed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k182 of Object.keys(x)) {
          const v183 = x[k182];
          const q184 = key(p, k182);
          if (k182 === "type") {
            if (!(typeof v183 === "string")) return err(q184, "invalid type: " + kind(v183) + ", expected string");
            if (v183 !== "job_completed") return err(q184, "invalid value: " + kind(v183) + ", expected the constant " + "\"job_completed\"");
          }
          else if (k182 === "job") {
            { const e185 = v_JobInfo(v183, q184); if (e185) return e185; }
          }
          else if (k182 === "ts") {
            if (!(Number.isInteger(v183))) return err(q184, "invalid type: " + kind(v183) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "job")) return err(p, "missing field `job`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t156) + ", expected one of `job_submitted`, `job_started`, `job_progress`, `job_parked`, `job_resumed`, `job_retrying`, `job_completed`");
  })();
  if (e155) return e155;
  return undefined;
}

function v_JobInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k186 of Object.keys(x)) {
      const v187 = x[k186];
      const q188 = key(p, k186);
      if (k186 === "id") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "status") {
        { const e189 = v_JobStatus(v187, q188); if (e189) return e189; }
      }
      else if (k186 === "cwd") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "profile") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "prompt") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "sessionId") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "sdkSessionId") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "createdAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "startedAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "finishedAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "attempt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "maxAttempts") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "nextRunAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "parkedAt") {
        if (!(Number.isInteger(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected integer");
      }
      else if (k186 === "parkedExecutionId") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "usage") {
        { const e190 = v_JobUsage(v187, q188); if (e190) return e190; }
      }
      else if (k186 === "result") {
        { const e191 = v_JobResult(v187, q188); if (e191) return e191; }
      }
      else if (k186 === "error") {
        if (!(typeof v187 === "string")) return err(q188, "invalid type: " + kind(v187) + ", expected string");
      }
      else if (k186 === "meta") {
        if (!(isObject(v187))) return err(q188, "invalid type: " + kind(v187) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
    if (!Object.prototype.hasOwnProperty.call(x, "prompt")) return err(p, "missing field `prompt`");
    if (!Object.prototype.hasOwnProperty.call(x, "createdAt")) return err(p, "missing field `createdAt`");
    if (!Object.prototype.hasOwnProperty.call(x, "usage")) return err(p, "missing field `usage`");
  }
  return undefined;
}

function v_JobProgress(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k192 of Object.keys(x)) {
      const v193 = x[k192];
      const q194 = key(p, k192);
      if (k192 === "kind") {
        { const e195 = v_JobProgressKind(v193, q194); if (e195) return e195; }
      }
      else if (k192 === "preview") {
        if (!(typeof v193 === "string")) return err(q194, "invalid type: " + kind(v193) + ", expected string");
      }
      else if (k192 === "request") {
        { const e196 = v_PermissionRequest(v193, q194); if (e196) return e196; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "kind")) return err(p, "missing field `kind`");
  }
  return undefined;
}

function v_JobProgressKind(x, p) {
  const e197 = (() => {
    {
      const u198 = [];
      const b199 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "assistant_text") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"assistant_text\"");
        return undefined;
      })();
      if (b199 === undefined) return undefined;
      u198.push(b199);
      const b200 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "tool_use") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"tool_use\"");
        return undefined;
      })();
      if (b200 === undefined) return undefined;
      u198.push(b200);
      const b201 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_requested") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"permission_requested\"");
        return undefined;
      })();
      if (b201 === undefined) return undefined;
      u198.push(b201);
      const b202 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_resolved") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"permission_resolved\"");
        return undefined;
      })();
      if (b202 === undefined) return undefined;
      u198.push(b202);
      return u198.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e197) return e197;
  return undefined;
}

function v_JobResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k203 of Object.keys(x)) {
      const v204 = x[k203];
      const q205 = key(p, k203);
      if (k203 === "subtype") {
        if (!(typeof v204 === "string")) return err(q205, "invalid type: " + kind(v204) + ", expected string");
      }
      else if (k203 === "isError") {
        if (!(typeof v204 === "boolean")) return err(q205, "invalid type: " + kind(v204) + ", expected boolean");
      }
      else if (k203 === "result") {
        if (!(typeof v204 === "string")) return err(q205, "invalid type: " + kind(v204) + ", expected string");
      }
      else if (k203 === "errors") {
        if (!(Array.isArray(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected array");
        if (Array.isArray(v204)) {
          for (let i206 = 0; i206 < v204.length; i206++) {
            const v207 = v204[i206];
            const q208 = q205 + "[" + i206 + "]";
            if (!(typeof v207 === "string")) return err(q208, "invalid type: " + kind(v207) + ", expected string");
          }
        }
      }
      else if (k203 === "durationMs") {
        if (!(Number.isInteger(v204))) return err(q205, "invalid type: " + kind(v204) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "subtype")) return err(p, "missing field `subtype`");
    if (!Object.prototype.hasOwnProperty.call(x, "isError")) return err(p, "missing field `isError`");
    if (!Object.prototype.hasOwnProperty.call(x, "durationMs")) return err(p, "missing field `durationMs`");
  }
  return undefined;
}

function v_JobSessionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k209 of Object.keys(x)) {
      const v210 = x[k209];
      const q211 = key(p, k209);
      if (k209 === "cwd") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "profile") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "prompt") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "permissionMode") {
        { const e212 = v_PermissionMode(v210, q211); if (e212) return e212; }
      }
      else if (k209 === "allowDangerouslySkipPermissions") {
        if (!(typeof v210 === "boolean")) return err(q211, "invalid type: " + kind(v210) + ", expected boolean");
      }
      else if (k209 === "allowedTools") {
        if (!(Array.isArray(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected array");
        if (Array.isArray(v210)) {
          for (let i213 = 0; i213 < v210.length; i213++) {
            const v214 = v210[i213];
            const q215 = q211 + "[" + i213 + "]";
            if (!(typeof v214 === "string")) return err(q215, "invalid type: " + kind(v214) + ", expected string");
          }
        }
      }
      else if (k209 === "disallowedTools") {
        if (!(Array.isArray(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected array");
        if (Array.isArray(v210)) {
          for (let i216 = 0; i216 < v210.length; i216++) {
            const v217 = v210[i216];
            const q218 = q211 + "[" + i216 + "]";
            if (!(typeof v217 === "string")) return err(q218, "invalid type: " + kind(v217) + ", expected string");
          }
        }
      }
      else if (k209 === "mcpServers") {
        if (!(isObject(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected object");
        if (isObject(v210)) {
          for (const k219 of Object.keys(v210)) {
            const v220 = v210[k219];
            const q221 = key(q211, k219);
            {
              { const e222 = v_McpServerConfigWire(v220, q221); if (e222) return e222; }
            }
          }
        }
      }
      else if (k209 === "settingSources") {
        if (!(Array.isArray(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected array");
        if (Array.isArray(v210)) {
          for (let i223 = 0; i223 < v210.length; i223++) {
            const v224 = v210[i223];
            const q225 = q211 + "[" + i223 + "]";
            { const e226 = v_SettingSource(v224, q225); if (e226) return e226; }
          }
        }
      }
      else if (k209 === "model") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "maxTurns") {
        if (!(Number.isInteger(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected integer");
      }
      else if (k209 === "maxBudgetUsd") {
        if (!(typeof v210 === "number")) return err(q211, "invalid type: " + kind(v210) + ", expected number");
      }
      else if (k209 === "resume") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "forkSession") {
        if (!(typeof v210 === "boolean")) return err(q211, "invalid type: " + kind(v210) + ", expected boolean");
      }
      else if (k209 === "reasoningEffort") {
        if (!(typeof v210 === "string")) return err(q211, "invalid type: " + kind(v210) + ", expected string");
      }
      else if (k209 === "includePartialMessages") {
        if (!(typeof v210 === "boolean")) return err(q211, "invalid type: " + kind(v210) + ", expected boolean");
      }
      else if (k209 === "approvalTimeoutMs") {
        if (!(Number.isInteger(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected integer");
      }
      else if (k209 === "questionBehavior") {
        { const e227 = v_QuestionBehavior(v210, q211); if (e227) return e227; }
      }
      else if (k209 === "capabilities") {
        if (!(Array.isArray(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected array");
        if (Array.isArray(v210)) {
          for (let i228 = 0; i228 < v210.length; i228++) {
            const v229 = v210[i228];
            const q230 = q211 + "[" + i228 + "]";
            { const e231 = v_SessionCapability(v229, q230); if (e231) return e231; }
          }
        }
      }
      else if (k209 === "meta") {
        if (!(isObject(v210))) return err(q211, "invalid type: " + kind(v210) + ", expected object");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
    if (!Object.prototype.hasOwnProperty.call(x, "prompt")) return err(p, "missing field `prompt`");
  }
  return undefined;
}

function v_JobStatus(x, p) {
  const e232 = (() => {
    {
      const u233 = [];
      const b234 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "queued") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"queued\"");
        return undefined;
      })();
      if (b234 === undefined) return undefined;
      u233.push(b234);
      const b235 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "running") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"running\"");
        return undefined;
      })();
      if (b235 === undefined) return undefined;
      u233.push(b235);
      const b236 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "parked") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"parked\"");
        return undefined;
      })();
      if (b236 === undefined) return undefined;
      u233.push(b236);
      const b237 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "succeeded") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"succeeded\"");
        return undefined;
      })();
      if (b237 === undefined) return undefined;
      u233.push(b237);
      const b238 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b238 === undefined) return undefined;
      u233.push(b238);
      const b239 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "canceled") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"canceled\"");
        return undefined;
      })();
      if (b239 === undefined) return undefined;
      u233.push(b239);
      return u233.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e232) return e232;
  return undefined;
}

function v_JobUsage(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k240 of Object.keys(x)) {
      const v241 = x[k240];
      const q242 = key(p, k240);
      if (k240 === "tokens") {
        if (!(Number.isInteger(v241))) return err(q242, "invalid type: " + kind(v241) + ", expected integer");
      }
      else if (k240 === "totalCostUsd") {
        if (!(typeof v241 === "number")) return err(q242, "invalid type: " + kind(v241) + ", expected number");
      }
      else if (k240 === "numTurns") {
        if (!(Number.isInteger(v241))) return err(q242, "invalid type: " + kind(v241) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "tokens")) return err(p, "missing field `tokens`");
    if (!Object.prototype.hasOwnProperty.call(x, "totalCostUsd")) return err(p, "missing field `totalCostUsd`");
    if (!Object.prototype.hasOwnProperty.call(x, "numTurns")) return err(p, "missing field `numTurns`");
  }
  return undefined;
}

function v_ListHostDirResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k243 of Object.keys(x)) {
      const v244 = x[k243];
      const q245 = key(p, k243);
      if (k243 === "path") {
        if (!(typeof v244 === "string")) return err(q245, "invalid type: " + kind(v244) + ", expected string");
      }
      else if (k243 === "entries") {
        if (!(Array.isArray(v244))) return err(q245, "invalid type: " + kind(v244) + ", expected array");
        if (Array.isArray(v244)) {
          for (let i246 = 0; i246 < v244.length; i246++) {
            const v247 = v244[i246];
            const q248 = q245 + "[" + i246 + "]";
            { const e249 = v_HostDirEntry(v247, q248); if (e249) return e249; }
          }
        }
      }
      else if (k243 === "truncated") {
        if (!(typeof v244 === "boolean")) return err(q245, "invalid type: " + kind(v244) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "entries")) return err(p, "missing field `entries`");
  }
  return undefined;
}

function v_ListHostRootsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k250 of Object.keys(x)) {
      const v251 = x[k250];
      const q252 = key(p, k250);
      if (k250 === "roots") {
        if (!(Array.isArray(v251))) return err(q252, "invalid type: " + kind(v251) + ", expected array");
        if (Array.isArray(v251)) {
          for (let i253 = 0; i253 < v251.length; i253++) {
            const v254 = v251[i253];
            const q255 = q252 + "[" + i253 + "]";
            { const e256 = v_HostFileRoot(v254, q255); if (e256) return e256; }
          }
        }
      }
      else if (k250 === "canWrite") {
        if (!(typeof v251 === "boolean")) return err(q252, "invalid type: " + kind(v251) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "roots")) return err(p, "missing field `roots`");
    if (!Object.prototype.hasOwnProperty.call(x, "canWrite")) return err(p, "missing field `canWrite`");
  }
  return undefined;
}

function v_ListJobsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k257 of Object.keys(x)) {
      const v258 = x[k257];
      const q259 = key(p, k257);
      if (k257 === "jobs") {
        if (!(Array.isArray(v258))) return err(q259, "invalid type: " + kind(v258) + ", expected array");
        if (Array.isArray(v258)) {
          for (let i260 = 0; i260 < v258.length; i260++) {
            const v261 = v258[i260];
            const q262 = q259 + "[" + i260 + "]";
            { const e263 = v_JobInfo(v261, q262); if (e263) return e263; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "jobs")) return err(p, "missing field `jobs`");
  }
  return undefined;
}

function v_ListProfilesResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k264 of Object.keys(x)) {
      const v265 = x[k264];
      const q266 = key(p, k264);
      if (k264 === "profiles") {
        if (!(Array.isArray(v265))) return err(q266, "invalid type: " + kind(v265) + ", expected array");
        if (Array.isArray(v265)) {
          for (let i267 = 0; i267 < v265.length; i267++) {
            const v268 = v265[i267];
            const q269 = q266 + "[" + i267 + "]";
            { const e270 = v_ProfileInfo(v268, q269); if (e270) return e270; }
          }
        }
      }
      else if (k264 === "canManage") {
        if (!(typeof v265 === "boolean")) return err(q266, "invalid type: " + kind(v265) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "profiles")) return err(p, "missing field `profiles`");
  }
  return undefined;
}

function v_ListSdkSessionsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k271 of Object.keys(x)) {
      const v272 = x[k271];
      const q273 = key(p, k271);
      if (k271 === "sdkSessions") {
        if (!(Array.isArray(v272))) return err(q273, "invalid type: " + kind(v272) + ", expected array");
        if (Array.isArray(v272)) {
          for (let i274 = 0; i274 < v272.length; i274++) {
            const v275 = v272[i274];
            const q276 = q273 + "[" + i274 + "]";
            { const e277 = v_SdkSessionSummary(v275, q276); if (e277) return e277; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "sdkSessions")) return err(p, "missing field `sdkSessions`");
  }
  return undefined;
}

function v_ListSessionFilesResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k278 of Object.keys(x)) {
      const v279 = x[k278];
      const q280 = key(p, k278);
      if (k278 === "files") {
        if (!(Array.isArray(v279))) return err(q280, "invalid type: " + kind(v279) + ", expected array");
        if (Array.isArray(v279)) {
          for (let i281 = 0; i281 < v279.length; i281++) {
            const v282 = v279[i281];
            const q283 = q280 + "[" + i281 + "]";
            { const e284 = v_SessionFileInfo(v282, q283); if (e284) return e284; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "files")) return err(p, "missing field `files`");
  }
  return undefined;
}

function v_ListSessionsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k285 of Object.keys(x)) {
      const v286 = x[k285];
      const q287 = key(p, k285);
      if (k285 === "sessions") {
        if (!(Array.isArray(v286))) return err(q287, "invalid type: " + kind(v286) + ", expected array");
        if (Array.isArray(v286)) {
          for (let i288 = 0; i288 < v286.length; i288++) {
            const v289 = v286[i288];
            const q290 = q287 + "[" + i288 + "]";
            { const e291 = v_SessionInfo(v289, q290); if (e291) return e291; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "sessions")) return err(p, "missing field `sessions`");
  }
  return undefined;
}

function v_McpHttpServerConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k292 of Object.keys(x)) {
      const v293 = x[k292];
      const q294 = key(p, k292);
      if (k292 === "type") {
        if (!(typeof v293 === "string")) return err(q294, "invalid type: " + kind(v293) + ", expected string");
        if (v293 !== "http") return err(q294, "invalid value: " + kind(v293) + ", expected the constant " + "\"http\"");
      }
      else if (k292 === "url") {
        if (!(typeof v293 === "string")) return err(q294, "invalid type: " + kind(v293) + ", expected string");
      }
      else if (k292 === "headers") {
        if (!(isObject(v293))) return err(q294, "invalid type: " + kind(v293) + ", expected object");
        if (isObject(v293)) {
          for (const k295 of Object.keys(v293)) {
            const v296 = v293[k295];
            const q297 = key(q294, k295);
            {
              if (!(typeof v296 === "string")) return err(q297, "invalid type: " + kind(v296) + ", expected string");
            }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "url")) return err(p, "missing field `url`");
  }
  return undefined;
}

function v_McpServerAction(x, p) {
  const e298 = (() => {
    {
      const u299 = [];
      const b300 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "reconnect") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"reconnect\"");
        return undefined;
      })();
      if (b300 === undefined) return undefined;
      u299.push(b300);
      const b301 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "enable") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"enable\"");
        return undefined;
      })();
      if (b301 === undefined) return undefined;
      u299.push(b301);
      const b302 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "disable") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"disable\"");
        return undefined;
      })();
      if (b302 === undefined) return undefined;
      u299.push(b302);
      return u299.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e298) return e298;
  return undefined;
}

function v_McpServerActionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k303 of Object.keys(x)) {
      const v304 = x[k303];
      const q305 = key(p, k303);
      if (k303 === "action") {
        { const e306 = v_McpServerAction(v304, q305); if (e306) return e306; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "action")) return err(p, "missing field `action`");
  }
  return undefined;
}

function v_McpServerConfigWire(x, p) {
  const e307 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    const t308 = x["type"];
    if (t308 === "stdio") {
      { const e309 = v_McpStdioServerConfig(x, p); if (e309) return e309; }
      return undefined;
    }
    if (t308 === "http") {
      { const e310 = v_McpHttpServerConfig(x, p); if (e310) return e310; }
      return undefined;
    }
    if (t308 === "sse") {
      { const e311 = v_McpSseServerConfig(x, p); if (e311) return e311; }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t308) + ", expected one of `stdio`, `http`, `sse`");
  })();
  if (e307) return e307;
  return undefined;
}

function v_McpServerIdentity(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k312 of Object.keys(x)) {
      const v313 = x[k312];
      const q314 = key(p, k312);
      if (k312 === "name") {
        if (!(typeof v313 === "string")) return err(q314, "invalid type: " + kind(v313) + ", expected string");
      }
      else if (k312 === "version") {
        if (!(typeof v313 === "string")) return err(q314, "invalid type: " + kind(v313) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "version")) return err(p, "missing field `version`");
  }
  return undefined;
}

function v_McpServerStatusInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k315 of Object.keys(x)) {
      const v316 = x[k315];
      const q317 = key(p, k315);
      if (k315 === "name") {
        if (!(typeof v316 === "string")) return err(q317, "invalid type: " + kind(v316) + ", expected string");
      }
      else if (k315 === "status") {
        if (!(typeof v316 === "string")) return err(q317, "invalid type: " + kind(v316) + ", expected string");
      }
      else if (k315 === "scope") {
        if (!(typeof v316 === "string")) return err(q317, "invalid type: " + kind(v316) + ", expected string");
      }
      else if (k315 === "error") {
        if (!(typeof v316 === "string")) return err(q317, "invalid type: " + kind(v316) + ", expected string");
      }
      else if (k315 === "serverInfo") {
        { const e318 = v_McpServerIdentity(v316, q317); if (e318) return e318; }
      }
      else if (k315 === "transport") {
        { const e319 = v_McpTransport(v316, q317); if (e319) return e319; }
      }
      else if (k315 === "command") {
        if (!(typeof v316 === "string")) return err(q317, "invalid type: " + kind(v316) + ", expected string");
      }
      else if (k315 === "args") {
        if (!(Array.isArray(v316))) return err(q317, "invalid type: " + kind(v316) + ", expected array");
        if (Array.isArray(v316)) {
          for (let i320 = 0; i320 < v316.length; i320++) {
            const v321 = v316[i320];
            const q322 = q317 + "[" + i320 + "]";
            if (!(typeof v321 === "string")) return err(q322, "invalid type: " + kind(v321) + ", expected string");
          }
        }
      }
      else if (k315 === "url") {
        if (!(typeof v316 === "string")) return err(q317, "invalid type: " + kind(v316) + ", expected string");
      }
      else if (k315 === "tools") {
        if (!(Array.isArray(v316))) return err(q317, "invalid type: " + kind(v316) + ", expected array");
        if (Array.isArray(v316)) {
          for (let i323 = 0; i323 < v316.length; i323++) {
            const v324 = v316[i323];
            const q325 = q317 + "[" + i323 + "]";
            { const e326 = v_McpServerToolInfo(v324, q325); if (e326) return e326; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
  }
  return undefined;
}

function v_McpServerToolInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k327 of Object.keys(x)) {
      const v328 = x[k327];
      const q329 = key(p, k327);
      if (k327 === "name") {
        if (!(typeof v328 === "string")) return err(q329, "invalid type: " + kind(v328) + ", expected string");
      }
      else if (k327 === "description") {
        if (!(typeof v328 === "string")) return err(q329, "invalid type: " + kind(v328) + ", expected string");
      }
      else if (k327 === "annotations") {
        { const e330 = v_McpToolAnnotations(v328, q329); if (e330) return e330; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
  }
  return undefined;
}

function v_McpServersResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k331 of Object.keys(x)) {
      const v332 = x[k331];
      const q333 = key(p, k331);
      if (k331 === "servers") {
        if (!(Array.isArray(v332))) return err(q333, "invalid type: " + kind(v332) + ", expected array");
        if (Array.isArray(v332)) {
          for (let i334 = 0; i334 < v332.length; i334++) {
            const v335 = v332[i334];
            const q336 = q333 + "[" + i334 + "]";
            { const e337 = v_McpServerStatusInfo(v335, q336); if (e337) return e337; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "servers")) return err(p, "missing field `servers`");
  }
  return undefined;
}

function v_McpSseServerConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k338 of Object.keys(x)) {
      const v339 = x[k338];
      const q340 = key(p, k338);
      if (k338 === "type") {
        if (!(typeof v339 === "string")) return err(q340, "invalid type: " + kind(v339) + ", expected string");
        if (v339 !== "sse") return err(q340, "invalid value: " + kind(v339) + ", expected the constant " + "\"sse\"");
      }
      else if (k338 === "url") {
        if (!(typeof v339 === "string")) return err(q340, "invalid type: " + kind(v339) + ", expected string");
      }
      else if (k338 === "headers") {
        if (!(isObject(v339))) return err(q340, "invalid type: " + kind(v339) + ", expected object");
        if (isObject(v339)) {
          for (const k341 of Object.keys(v339)) {
            const v342 = v339[k341];
            const q343 = key(q340, k341);
            {
              if (!(typeof v342 === "string")) return err(q343, "invalid type: " + kind(v342) + ", expected string");
            }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "url")) return err(p, "missing field `url`");
  }
  return undefined;
}

function v_McpStdioServerConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k344 of Object.keys(x)) {
      const v345 = x[k344];
      const q346 = key(p, k344);
      if (k344 === "type") {
        if (!(typeof v345 === "string")) return err(q346, "invalid type: " + kind(v345) + ", expected string");
        if (v345 !== "stdio") return err(q346, "invalid value: " + kind(v345) + ", expected the constant " + "\"stdio\"");
      }
      else if (k344 === "command") {
        if (!(typeof v345 === "string")) return err(q346, "invalid type: " + kind(v345) + ", expected string");
      }
      else if (k344 === "args") {
        if (!(Array.isArray(v345))) return err(q346, "invalid type: " + kind(v345) + ", expected array");
        if (Array.isArray(v345)) {
          for (let i347 = 0; i347 < v345.length; i347++) {
            const v348 = v345[i347];
            const q349 = q346 + "[" + i347 + "]";
            if (!(typeof v348 === "string")) return err(q349, "invalid type: " + kind(v348) + ", expected string");
          }
        }
      }
      else if (k344 === "env") {
        if (!(isObject(v345))) return err(q346, "invalid type: " + kind(v345) + ", expected object");
        if (isObject(v345)) {
          for (const k350 of Object.keys(v345)) {
            const v351 = v345[k350];
            const q352 = key(q346, k350);
            {
              if (!(typeof v351 === "string")) return err(q352, "invalid type: " + kind(v351) + ", expected string");
            }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "command")) return err(p, "missing field `command`");
  }
  return undefined;
}

function v_McpToolAnnotations(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k353 of Object.keys(x)) {
      const v354 = x[k353];
      const q355 = key(p, k353);
      if (k353 === "readOnly") {
        if (!(typeof v354 === "boolean")) return err(q355, "invalid type: " + kind(v354) + ", expected boolean");
      }
      else if (k353 === "destructive") {
        if (!(typeof v354 === "boolean")) return err(q355, "invalid type: " + kind(v354) + ", expected boolean");
      }
      else if (k353 === "openWorld") {
        if (!(typeof v354 === "boolean")) return err(q355, "invalid type: " + kind(v354) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_McpTransport(x, p) {
  const e356 = (() => {
    {
      const u357 = [];
      const b358 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "stdio") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"stdio\"");
        return undefined;
      })();
      if (b358 === undefined) return undefined;
      u357.push(b358);
      const b359 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "http") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"http\"");
        return undefined;
      })();
      if (b359 === undefined) return undefined;
      u357.push(b359);
      const b360 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "sse") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"sse\"");
        return undefined;
      })();
      if (b360 === undefined) return undefined;
      u357.push(b360);
      const b361 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "sdk") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"sdk\"");
        return undefined;
      })();
      if (b361 === undefined) return undefined;
      u357.push(b361);
      return u357.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e356) return e356;
  return undefined;
}

function v_MessageAttachment(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k362 of Object.keys(x)) {
      const v363 = x[k362];
      const q364 = key(p, k362);
      if (k362 === "id") {
        if (!(typeof v363 === "string")) return err(q364, "invalid type: " + kind(v363) + ", expected string");
      }
      else if (k362 === "name") {
        if (!(typeof v363 === "string")) return err(q364, "invalid type: " + kind(v363) + ", expected string");
      }
      else if (k362 === "mediaType") {
        if (!(typeof v363 === "string")) return err(q364, "invalid type: " + kind(v363) + ", expected string");
      }
      else if (k362 === "bytes") {
        if (!(Number.isInteger(v363))) return err(q364, "invalid type: " + kind(v363) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "mediaType")) return err(p, "missing field `mediaType`");
    if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
  }
  return undefined;
}

function v_ModelOption(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k365 of Object.keys(x)) {
      const v366 = x[k365];
      const q367 = key(p, k365);
      if (k365 === "value") {
        if (!(typeof v366 === "string")) return err(q367, "invalid type: " + kind(v366) + ", expected string");
      }
      else if (k365 === "resolvedModel") {
        if (!(typeof v366 === "string")) return err(q367, "invalid type: " + kind(v366) + ", expected string");
      }
      else if (k365 === "displayName") {
        if (!(typeof v366 === "string")) return err(q367, "invalid type: " + kind(v366) + ", expected string");
      }
      else if (k365 === "description") {
        if (!(typeof v366 === "string")) return err(q367, "invalid type: " + kind(v366) + ", expected string");
      }
      else if (k365 === "primary") {
        if (!(typeof v366 === "boolean")) return err(q367, "invalid type: " + kind(v366) + ", expected boolean");
      }
      else if (k365 === "reasoningEfforts") {
        if (!(Array.isArray(v366))) return err(q367, "invalid type: " + kind(v366) + ", expected array");
        if (Array.isArray(v366)) {
          for (let i368 = 0; i368 < v366.length; i368++) {
            const v369 = v366[i368];
            const q370 = q367 + "[" + i368 + "]";
            if (!(typeof v369 === "string")) return err(q370, "invalid type: " + kind(v369) + ", expected string");
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
    if (!Object.prototype.hasOwnProperty.call(x, "displayName")) return err(p, "missing field `displayName`");
  }
  return undefined;
}

function v_NotificationTurnResult(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k371 of Object.keys(x)) {
      const v372 = x[k371];
      const q373 = key(p, k371);
      if (k371 === "isError") {
        if (!(typeof v372 === "boolean")) return err(q373, "invalid type: " + kind(v372) + ", expected boolean");
      }
      else if (k371 === "durationMs") {
        if (!(Number.isInteger(v372))) return err(q373, "invalid type: " + kind(v372) + ", expected integer");
      }
      else if (k371 === "numTurns") {
        if (!(Number.isInteger(v372))) return err(q373, "invalid type: " + kind(v372) + ", expected integer");
      }
      else if (k371 === "totalCostUsd") {
        if (!(typeof v372 === "number")) return err(q373, "invalid type: " + kind(v372) + ", expected number");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "isError")) return err(p, "missing field `isError`");
    if (!Object.prototype.hasOwnProperty.call(x, "durationMs")) return err(p, "missing field `durationMs`");
    if (!Object.prototype.hasOwnProperty.call(x, "numTurns")) return err(p, "missing field `numTurns`");
    if (!Object.prototype.hasOwnProperty.call(x, "totalCostUsd")) return err(p, "missing field `totalCostUsd`");
  }
  return undefined;
}

function v_PermissionBehavior(x, p) {
  const e374 = (() => {
    {
      const u375 = [];
      const b376 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "allow") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"allow\"");
        return undefined;
      })();
      if (b376 === undefined) return undefined;
      u375.push(b376);
      const b377 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "deny") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"deny\"");
        return undefined;
      })();
      if (b377 === undefined) return undefined;
      u375.push(b377);
      return u375.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e374) return e374;
  return undefined;
}

function v_PermissionDecisionSource(x, p) {
  const e378 = (() => {
    {
      const u379 = [];
      const b380 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "client") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"client\"");
        return undefined;
      })();
      if (b380 === undefined) return undefined;
      u379.push(b380);
      const b381 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "timeout") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"timeout\"");
        return undefined;
      })();
      if (b381 === undefined) return undefined;
      u379.push(b381);
      const b382 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "policy") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"policy\"");
        return undefined;
      })();
      if (b382 === undefined) return undefined;
      u379.push(b382);
      return u379.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e378) return e378;
  return undefined;
}

function v_PermissionMode(x, p) {
  const e383 = (() => {
    {
      const u384 = [];
      const b385 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "default") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"default\"");
        return undefined;
      })();
      if (b385 === undefined) return undefined;
      u384.push(b385);
      const b386 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "acceptEdits") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"acceptEdits\"");
        return undefined;
      })();
      if (b386 === undefined) return undefined;
      u384.push(b386);
      const b387 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "bypassPermissions") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"bypassPermissions\"");
        return undefined;
      })();
      if (b387 === undefined) return undefined;
      u384.push(b387);
      const b388 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "plan") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"plan\"");
        return undefined;
      })();
      if (b388 === undefined) return undefined;
      u384.push(b388);
      const b389 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "dontAsk") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"dontAsk\"");
        return undefined;
      })();
      if (b389 === undefined) return undefined;
      u384.push(b389);
      const b390 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "auto") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"auto\"");
        return undefined;
      })();
      if (b390 === undefined) return undefined;
      u384.push(b390);
      return u384.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e383) return e383;
  return undefined;
}

function v_PermissionRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k391 of Object.keys(x)) {
      const v392 = x[k391];
      const q393 = key(p, k391);
      if (k391 === "id") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "toolName") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "input") {
        if (!(isObject(v392))) return err(q393, "invalid type: " + kind(v392) + ", expected object");
      }
      else if (k391 === "toolUseId") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "title") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "displayName") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "description") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "decisionReason") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "agentId") {
        if (!(typeof v392 === "string")) return err(q393, "invalid type: " + kind(v392) + ", expected string");
      }
      else if (k391 === "expiresAt") {
        if (!(Number.isInteger(v392))) return err(q393, "invalid type: " + kind(v392) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
    if (!Object.prototype.hasOwnProperty.call(x, "input")) return err(p, "missing field `input`");
    if (!Object.prototype.hasOwnProperty.call(x, "toolUseId")) return err(p, "missing field `toolUseId`");
  }
  return undefined;
}

function v_PermissionRuleCounts(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k394 of Object.keys(x)) {
      const v395 = x[k394];
      const q396 = key(p, k394);
      if (k394 === "allow") {
        if (!(Number.isInteger(v395))) return err(q396, "invalid type: " + kind(v395) + ", expected integer");
      }
      else if (k394 === "ask") {
        if (!(Number.isInteger(v395))) return err(q396, "invalid type: " + kind(v395) + ", expected integer");
      }
      else if (k394 === "deny") {
        if (!(Number.isInteger(v395))) return err(q396, "invalid type: " + kind(v395) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "allow")) return err(p, "missing field `allow`");
    if (!Object.prototype.hasOwnProperty.call(x, "ask")) return err(p, "missing field `ask`");
    if (!Object.prototype.hasOwnProperty.call(x, "deny")) return err(p, "missing field `deny`");
  }
  return undefined;
}

function v_ProfileConfigSnapshot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k397 of Object.keys(x)) {
      const v398 = x[k397];
      const q399 = key(p, k397);
      if (k397 === "settings") {
        { const e400 = v_ProfileSettingsSnapshot(v398, q399); if (e400) return e400; }
      }
      else if (k397 === "hasUserMemory") {
        if (!(typeof v398 === "boolean")) return err(q399, "invalid type: " + kind(v398) + ", expected boolean");
      }
      else if (k397 === "skills") {
        if (!(Array.isArray(v398))) return err(q399, "invalid type: " + kind(v398) + ", expected array");
        if (Array.isArray(v398)) {
          for (let i401 = 0; i401 < v398.length; i401++) {
            const v402 = v398[i401];
            const q403 = q399 + "[" + i401 + "]";
            if (!(typeof v402 === "string")) return err(q403, "invalid type: " + kind(v402) + ", expected string");
          }
        }
      }
      else if (k397 === "agents") {
        if (!(Array.isArray(v398))) return err(q399, "invalid type: " + kind(v398) + ", expected array");
        if (Array.isArray(v398)) {
          for (let i404 = 0; i404 < v398.length; i404++) {
            const v405 = v398[i404];
            const q406 = q399 + "[" + i404 + "]";
            if (!(typeof v405 === "string")) return err(q406, "invalid type: " + kind(v405) + ", expected string");
          }
        }
      }
      else if (k397 === "commands") {
        if (!(Array.isArray(v398))) return err(q399, "invalid type: " + kind(v398) + ", expected array");
        if (Array.isArray(v398)) {
          for (let i407 = 0; i407 < v398.length; i407++) {
            const v408 = v398[i407];
            const q409 = q399 + "[" + i407 + "]";
            if (!(typeof v408 === "string")) return err(q409, "invalid type: " + kind(v408) + ", expected string");
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "hasUserMemory")) return err(p, "missing field `hasUserMemory`");
    if (!Object.prototype.hasOwnProperty.call(x, "skills")) return err(p, "missing field `skills`");
    if (!Object.prototype.hasOwnProperty.call(x, "agents")) return err(p, "missing field `agents`");
    if (!Object.prototype.hasOwnProperty.call(x, "commands")) return err(p, "missing field `commands`");
  }
  return undefined;
}

function v_ProfileDefaults(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k410 of Object.keys(x)) {
      const v411 = x[k410];
      const q412 = key(p, k410);
      if (k410 === "model") {
        if (!(typeof v411 === "string")) return err(q412, "invalid type: " + kind(v411) + ", expected string");
      }
      else if (k410 === "permissionMode") {
        { const e413 = v_PermissionMode(v411, q412); if (e413) return e413; }
      }
    }
  }
  return undefined;
}

function v_ProfileEngine(x, p) {
  const e414 = (() => {
    {
      const u415 = [];
      const b416 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "claude") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"claude\"");
        return undefined;
      })();
      if (b416 === undefined) return undefined;
      u415.push(b416);
      const b417 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "codex") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"codex\"");
        return undefined;
      })();
      if (b417 === undefined) return undefined;
      u415.push(b417);
      const b418 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "provider") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"provider\"");
        return undefined;
      })();
      if (b418 === undefined) return undefined;
      u415.push(b418);
      return u415.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e414) return e414;
  return undefined;
}

function v_ProfileInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k419 of Object.keys(x)) {
      const v420 = x[k419];
      const q421 = key(p, k419);
      if (k419 === "name") {
        if (!(typeof v420 === "string")) return err(q421, "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "engine") {
        { const e422 = v_ProfileEngine(v420, q421); if (e422) return e422; }
      }
      else if (k419 === "configDir") {
        if (!(typeof v420 === "string")) return err(q421, "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "codexHome") {
        if (!(typeof v420 === "string")) return err(q421, "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "provider") {
        { const e423 = v_ProviderConfig(v420, q421); if (e423) return e423; }
      }
      else if (k419 === "description") {
        if (!(typeof v420 === "string")) return err(q421, "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "defaults") {
        { const e424 = v_ProfileDefaults(v420, q421); if (e424) return e424; }
      }
      else if (k419 === "session") {
        { const e425 = v_ProfileSessionDefaults(v420, q421); if (e425) return e425; }
      }
      else if (k419 === "models") {
        if (!(Array.isArray(v420))) return err(q421, "invalid type: " + kind(v420) + ", expected array");
        if (Array.isArray(v420)) {
          for (let i426 = 0; i426 < v420.length; i426++) {
            const v427 = v420[i426];
            const q428 = q421 + "[" + i426 + "]";
            { const e429 = v_ModelOption(v427, q428); if (e429) return e429; }
          }
        }
      }
      else if (k419 === "defaultModel") {
        if (!(typeof v420 === "string")) return err(q421, "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "capabilities") {
        { const e430 = v_EngineCapabilities(v420, q421); if (e430) return e430; }
      }
      else if (k419 === "available") {
        if (!(typeof v420 === "boolean")) return err(q421, "invalid type: " + kind(v420) + ", expected boolean");
      }
      else if (k419 === "unavailableReason") {
        if (!(typeof v420 === "string")) return err(q421, "invalid type: " + kind(v420) + ", expected string");
      }
      else if (k419 === "managed") {
        if (!(typeof v420 === "boolean")) return err(q421, "invalid type: " + kind(v420) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
  }
  return undefined;
}

function v_ProfileSessionDefaults(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k431 of Object.keys(x)) {
      const v432 = x[k431];
      const q433 = key(p, k431);
      if (k431 === "capabilities") {
        if (!(Array.isArray(v432))) return err(q433, "invalid type: " + kind(v432) + ", expected array");
        if (Array.isArray(v432)) {
          for (let i434 = 0; i434 < v432.length; i434++) {
            const v435 = v432[i434];
            const q436 = q433 + "[" + i434 + "]";
            { const e437 = v_SessionCapability(v435, q436); if (e437) return e437; }
          }
        }
      }
      else if (k431 === "mcpServers") {
        if (!(Array.isArray(v432))) return err(q433, "invalid type: " + kind(v432) + ", expected array");
        if (Array.isArray(v432)) {
          for (let i438 = 0; i438 < v432.length; i438++) {
            const v439 = v432[i438];
            const q440 = q433 + "[" + i438 + "]";
            if (!(typeof v439 === "string")) return err(q440, "invalid type: " + kind(v439) + ", expected string");
          }
        }
      }
      else if (k431 === "instructions") {
        if (!(typeof v432 === "string")) return err(q433, "invalid type: " + kind(v432) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_ProfileSettingsSnapshot(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k441 of Object.keys(x)) {
      const v442 = x[k441];
      const q443 = key(p, k441);
      if (k441 === "model") {
        if (!(typeof v442 === "string")) return err(q443, "invalid type: " + kind(v442) + ", expected string");
      }
      else if (k441 === "defaultPermissionMode") {
        if (!(typeof v442 === "string")) return err(q443, "invalid type: " + kind(v442) + ", expected string");
      }
      else if (k441 === "permissionRules") {
        { const e444 = v_PermissionRuleCounts(v442, q443); if (e444) return e444; }
      }
      else if (k441 === "envKeys") {
        if (!(Array.isArray(v442))) return err(q443, "invalid type: " + kind(v442) + ", expected array");
        if (Array.isArray(v442)) {
          for (let i445 = 0; i445 < v442.length; i445++) {
            const v446 = v442[i445];
            const q447 = q443 + "[" + i445 + "]";
            if (!(typeof v446 === "string")) return err(q447, "invalid type: " + kind(v446) + ", expected string");
          }
        }
      }
      else if (k441 === "hooks") {
        if (!(Array.isArray(v442))) return err(q443, "invalid type: " + kind(v442) + ", expected array");
        if (Array.isArray(v442)) {
          for (let i448 = 0; i448 < v442.length; i448++) {
            const v449 = v442[i448];
            const q450 = q443 + "[" + i448 + "]";
            if (!(typeof v449 === "string")) return err(q450, "invalid type: " + kind(v449) + ", expected string");
          }
        }
      }
    }
  }
  return undefined;
}

function v_ProviderConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k451 of Object.keys(x)) {
      const v452 = x[k451];
      const q453 = key(p, k451);
      if (k451 === "id") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
      }
      else if (k451 === "model") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
      }
      else if (k451 === "models") {
        if (!(Array.isArray(v452))) return err(q453, "invalid type: " + kind(v452) + ", expected array");
        if (Array.isArray(v452)) {
          for (let i454 = 0; i454 < v452.length; i454++) {
            const v455 = v452[i454];
            const q456 = q453 + "[" + i454 + "]";
            if (!(typeof v455 === "string")) return err(q456, "invalid type: " + kind(v455) + ", expected string");
          }
        }
      }
      else if (k451 === "baseUrl") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
      }
      else if (k451 === "apiKeyEnv") {
        if (!(typeof v452 === "string")) return err(q453, "invalid type: " + kind(v452) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
  }
  return undefined;
}

function v_QuestionBehavior(x, p) {
  const e457 = (() => {
    {
      const u458 = [];
      const b459 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "ask") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"ask\"");
        return undefined;
      })();
      if (b459 === undefined) return undefined;
      u458.push(b459);
      const b460 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "auto") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"auto\"");
        return undefined;
      })();
      if (b460 === undefined) return undefined;
      u458.push(b460);
      const b461 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "deny") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"deny\"");
        return undefined;
      })();
      if (b461 === undefined) return undefined;
      u458.push(b461);
      return u458.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e457) return e457;
  return undefined;
}

function v_QueueServerFrame(x, p) {
  const e462 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    const t463 = x["type"];
    if (t463 === "queue_attached") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k464 of Object.keys(x)) {
          const v465 = x[k464];
          const q466 = key(p, k464);
          if (k464 === "type") {
            if (!(typeof v465 === "string")) return err(q466, "invalid type: " + kind(v465) + ", expected string");
            if (v465 !== "queue_attached") return err(q466, "invalid value: " + kind(v465) + ", expected the constant " + "\"queue_attached\"");
          }
          else if (k464 === "protocolVersion") {
            if (!(Number.isInteger(v465))) return err(q466, "invalid type: " + kind(v465) + ", expected integer");
          }
          else if (k464 === "stats") {
            { const e467 = v_QueueStats(v465, q466); if (e467) return e467; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "protocolVersion")) return err(p, "missing field `protocolVersion`");
        if (!Object.prototype.hasOwnProperty.call(x, "stats")) return err(p, "missing field `stats`");
      }
      return undefined;
    }
    if (t463 === "job_event") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k468 of Object.keys(x)) {
          const v469 = x[k468];
          const q470 = key(p, k468);
          if (k468 === "type") {
            if (!(typeof v469 === "string")) return err(q470, "invalid type: " + kind(v469) + ", expected string");
            if (v469 !== "job_event") return err(q470, "invalid value: " + kind(v469) + ", expected the constant " + "\"job_event\"");
          }
          else if (k468 === "event") {
            { const e471 = v_JobEvent(v469, q470); if (e471) return e471; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
      }
      return undefined;
    }
    if (t463 === "queue_stats") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k472 of Object.keys(x)) {
          const v473 = x[k472];
          const q474 = key(p, k472);
          if (k472 === "type") {
            if (!(typeof v473 === "string")) return err(q474, "invalid type: " + kind(v473) + ", expected string");
            if (v473 !== "queue_stats") return err(q474, "invalid value: " + kind(v473) + ", expected the constant " + "\"queue_stats\"");
          }
          else if (k472 === "stats") {
            { const e475 = v_QueueStats(v473, q474); if (e475) return e475; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "stats")) return err(p, "missing field `stats`");
      }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t463) + ", expected one of `queue_attached`, `job_event`, `queue_stats`");
  })();
  if (e462) return e462;
  return undefined;
}

function v_QueueStats(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k476 of Object.keys(x)) {
      const v477 = x[k476];
      const q478 = key(p, k476);
      if (k476 === "maxConcurrency") {
        if (!(Number.isInteger(v477))) return err(q478, "invalid type: " + kind(v477) + ", expected integer");
      }
      else if (k476 === "running") {
        if (!(Number.isInteger(v477))) return err(q478, "invalid type: " + kind(v477) + ", expected integer");
      }
      else if (k476 === "queued") {
        if (!(Number.isInteger(v477))) return err(q478, "invalid type: " + kind(v477) + ", expected integer");
      }
      else if (k476 === "parked") {
        if (!(Number.isInteger(v477))) return err(q478, "invalid type: " + kind(v477) + ", expected integer");
      }
      else if (k476 === "sessionTokenLimit") {
        if (!(Number.isInteger(v477))) return err(q478, "invalid type: " + kind(v477) + ", expected integer");
      }
      else if (k476 === "dailyTokenLimit") {
        if (!(Number.isInteger(v477))) return err(q478, "invalid type: " + kind(v477) + ", expected integer");
      }
      else if (k476 === "dailyTokensUsed") {
        if (!(Number.isInteger(v477))) return err(q478, "invalid type: " + kind(v477) + ", expected integer");
      }
      else if (k476 === "paused") {
        if (!(typeof v477 === "boolean")) return err(q478, "invalid type: " + kind(v477) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "maxConcurrency")) return err(p, "missing field `maxConcurrency`");
    if (!Object.prototype.hasOwnProperty.call(x, "running")) return err(p, "missing field `running`");
    if (!Object.prototype.hasOwnProperty.call(x, "queued")) return err(p, "missing field `queued`");
    if (!Object.prototype.hasOwnProperty.call(x, "parked")) return err(p, "missing field `parked`");
    if (!Object.prototype.hasOwnProperty.call(x, "dailyTokensUsed")) return err(p, "missing field `dailyTokensUsed`");
    if (!Object.prototype.hasOwnProperty.call(x, "paused")) return err(p, "missing field `paused`");
  }
  return undefined;
}

function v_QueueStatsResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k479 of Object.keys(x)) {
      const v480 = x[k479];
      const q481 = key(p, k479);
      if (k479 === "stats") {
        { const e482 = v_QueueStats(v480, q481); if (e482) return e482; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "stats")) return err(p, "missing field `stats`");
  }
  return undefined;
}

function v_RateLimitInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k483 of Object.keys(x)) {
      const v484 = x[k483];
      const q485 = key(p, k483);
      if (k483 === "status") {
        if (!(typeof v484 === "string")) return err(q485, "invalid type: " + kind(v484) + ", expected string");
      }
      else if (k483 === "rateLimitType") {
        if (!(typeof v484 === "string")) return err(q485, "invalid type: " + kind(v484) + ", expected string");
      }
      else if (k483 === "utilization") {
        if (!(typeof v484 === "number")) return err(q485, "invalid type: " + kind(v484) + ", expected number");
      }
      else if (k483 === "resetsAt") {
        if (!(Number.isInteger(v484))) return err(q485, "invalid type: " + kind(v484) + ", expected integer");
      }
      else if (k483 === "isUsingOverage") {
        if (!(typeof v484 === "boolean")) return err(q485, "invalid type: " + kind(v484) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
  }
  return undefined;
}

function v_ReadHostFileResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k486 of Object.keys(x)) {
      const v487 = x[k486];
      const q488 = key(p, k486);
      if (k486 === "path") {
        if (!(typeof v487 === "string")) return err(q488, "invalid type: " + kind(v487) + ", expected string");
      }
      else if (k486 === "content") {
        if (!(typeof v487 === "string")) return err(q488, "invalid type: " + kind(v487) + ", expected string");
      }
      else if (k486 === "encoding") {
        { const e489 = v_FileEncoding(v487, q488); if (e489) return e489; }
      }
      else if (k486 === "bytes") {
        if (!(Number.isInteger(v487))) return err(q488, "invalid type: " + kind(v487) + ", expected integer");
      }
      else if (k486 === "hash") {
        if (!(typeof v487 === "string")) return err(q488, "invalid type: " + kind(v487) + ", expected string");
      }
      else if (k486 === "modifiedAt") {
        if (!(Number.isInteger(v487))) return err(q488, "invalid type: " + kind(v487) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
    if (!Object.prototype.hasOwnProperty.call(x, "encoding")) return err(p, "missing field `encoding`");
    if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
    if (!Object.prototype.hasOwnProperty.call(x, "hash")) return err(p, "missing field `hash`");
    if (!Object.prototype.hasOwnProperty.call(x, "modifiedAt")) return err(p, "missing field `modifiedAt`");
  }
  return undefined;
}

function v_ResolvePermissionRequest(x, p) {
  const e490 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `behavior`");
    if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
    const t491 = x["behavior"];
    if (t491 === "allow") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k492 of Object.keys(x)) {
          const v493 = x[k492];
          const q494 = key(p, k492);
          if (k492 === "behavior") {
            if (!(typeof v493 === "string")) return err(q494, "invalid type: " + kind(v493) + ", expected string");
            if (v493 !== "allow") return err(q494, "invalid value: " + kind(v493) + ", expected the constant " + "\"allow\"");
          }
          else if (k492 === "updatedInput") {
            if (!(isObject(v493))) return err(q494, "invalid type: " + kind(v493) + ", expected object");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
      }
      return undefined;
    }
    if (t491 === "deny") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k495 of Object.keys(x)) {
          const v496 = x[k495];
          const q497 = key(p, k495);
          if (k495 === "behavior") {
            if (!(typeof v496 === "string")) return err(q497, "invalid type: " + kind(v496) + ", expected string");
            if (v496 !== "deny") return err(q497, "invalid value: " + kind(v496) + ", expected the constant " + "\"deny\"");
          }
          else if (k495 === "message") {
            if (!(typeof v496 === "string")) return err(q497, "invalid type: " + kind(v496) + ", expected string");
          }
          else if (k495 === "interrupt") {
            if (!(typeof v496 === "boolean")) return err(q497, "invalid type: " + kind(v496) + ", expected boolean");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
      }
      return undefined;
    }
    return err(key(p, "behavior"), "unknown variant " + kind(t491) + ", expected one of `allow`, `deny`");
  })();
  if (e490) return e490;
  return undefined;
}

function v_ResolvePermissionResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k498 of Object.keys(x)) {
      const v499 = x[k498];
      const q500 = key(p, k498);
      if (k498 === "resolved") {
        if (!(typeof v499 === "boolean")) return err(q500, "invalid type: " + kind(v499) + ", expected boolean");
        if (v499 !== true) return err(q500, "invalid value: " + kind(v499) + ", expected the constant " + "true");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "resolved")) return err(p, "missing field `resolved`");
  }
  return undefined;
}

function v_SaveProfileResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k501 of Object.keys(x)) {
      const v502 = x[k501];
      const q503 = key(p, k501);
      if (k501 === "profile") {
        { const e504 = v_ProfileInfo(v502, q503); if (e504) return e504; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "profile")) return err(p, "missing field `profile`");
  }
  return undefined;
}

function v_SdkSessionSummary(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k505 of Object.keys(x)) {
      const v506 = x[k505];
      const q507 = key(p, k505);
      if (k505 === "sessionId") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
      else if (k505 === "summary") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
      else if (k505 === "lastModified") {
        if (!(Number.isInteger(v506))) return err(q507, "invalid type: " + kind(v506) + ", expected integer");
      }
      else if (k505 === "createdAt") {
        if (!(Number.isInteger(v506))) return err(q507, "invalid type: " + kind(v506) + ", expected integer");
      }
      else if (k505 === "customTitle") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
      else if (k505 === "firstPrompt") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
      else if (k505 === "gitBranch") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
      else if (k505 === "cwd") {
        if (!(typeof v506 === "string")) return err(q507, "invalid type: " + kind(v506) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "summary")) return err(p, "missing field `summary`");
    if (!Object.prototype.hasOwnProperty.call(x, "lastModified")) return err(p, "missing field `lastModified`");
  }
  return undefined;
}

function v_ServerFrame(x, p) {
  const e508 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    const t509 = x["type"];
    if (t509 === "attached") {
      { const e510 = v_AttachedFrame(x, p); if (e510) return e510; }
      return undefined;
    }
    if (t509 === "event") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k511 of Object.keys(x)) {
          const v512 = x[k511];
          const q513 = key(p, k511);
          if (k511 === "type") {
            if (!(typeof v512 === "string")) return err(q513, "invalid type: " + kind(v512) + ", expected string");
            if (v512 !== "event") return err(q513, "invalid value: " + kind(v512) + ", expected the constant " + "\"event\"");
          }
          else if (k511 === "event") {
            { const e514 = v_SessionEvent(v512, q513); if (e514) return e514; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
      }
      return undefined;
    }
    if (t509 === "tool_call_request") {
      { const e515 = v_ToolCallRequestFrame(x, p); if (e515) return e515; }
      return undefined;
    }
    if (t509 === "tool_call_canceled") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k516 of Object.keys(x)) {
          const v517 = x[k516];
          const q518 = key(p, k516);
          if (k516 === "type") {
            if (!(typeof v517 === "string")) return err(q518, "invalid type: " + kind(v517) + ", expected string");
            if (v517 !== "tool_call_canceled") return err(q518, "invalid value: " + kind(v517) + ", expected the constant " + "\"tool_call_canceled\"");
          }
          else if (k516 === "executionId") {
            if (!(typeof v517 === "string")) return err(q518, "invalid type: " + kind(v517) + ", expected string");
          }
          else if (k516 === "reason") {
            if (!(typeof v517 === "string")) return err(q518, "invalid type: " + kind(v517) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
      }
      return undefined;
    }
    if (t509 === "protocol_error") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k519 of Object.keys(x)) {
          const v520 = x[k519];
          const q521 = key(p, k519);
          if (k519 === "type") {
            if (!(typeof v520 === "string")) return err(q521, "invalid type: " + kind(v520) + ", expected string");
            if (v520 !== "protocol_error") return err(q521, "invalid value: " + kind(v520) + ", expected the constant " + "\"protocol_error\"");
          }
          else if (k519 === "message") {
            if (!(typeof v520 === "string")) return err(q521, "invalid type: " + kind(v520) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
      }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t509) + ", expected one of `attached`, `event`, `tool_call_request`, `tool_call_canceled`, `protocol_error`");
  })();
  if (e508) return e508;
  return undefined;
}

function v_SessionCapability(x, p) {
  const e522 = (() => {
    {
      const u523 = [];
      const b524 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "web_search") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"web_search\"");
        return undefined;
      })();
      if (b524 === undefined) return undefined;
      u523.push(b524);
      const b525 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "download") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"download\"");
        return undefined;
      })();
      if (b525 === undefined) return undefined;
      u523.push(b525);
      const b526 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "web_fetch") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"web_fetch\"");
        return undefined;
      })();
      if (b526 === undefined) return undefined;
      u523.push(b526);
      const b527 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "deliver_file") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"deliver_file\"");
        return undefined;
      })();
      if (b527 === undefined) return undefined;
      u523.push(b527);
      return u523.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e522) return e522;
  return undefined;
}

function v_SessionCommand(x, p) {
  const e528 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    const t529 = x["type"];
    if (t529 === "user_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k530 of Object.keys(x)) {
          const v531 = x[k530];
          const q532 = key(p, k530);
          if (k530 === "type") {
            if (!(typeof v531 === "string")) return err(q532, "invalid type: " + kind(v531) + ", expected string");
            if (v531 !== "user_message") return err(q532, "invalid value: " + kind(v531) + ", expected the constant " + "\"user_message\"");
          }
          else if (k530 === "text") {
            if (!(typeof v531 === "string")) return err(q532, "invalid type: " + kind(v531) + ", expected string");
          }
          else if (k530 === "attachmentIds") {
            if (!(Array.isArray(v531))) return err(q532, "invalid type: " + kind(v531) + ", expected array");
            if (Array.isArray(v531)) {
              for (let i533 = 0; i533 < v531.length; i533++) {
                const v534 = v531[i533];
                const q535 = q532 + "[" + i533 + "]";
                if (!(typeof v534 === "string")) return err(q535, "invalid type: " + kind(v534) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "text")) return err(p, "missing field `text`");
      }
      return undefined;
    }
    if (t529 === "permission_decision") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k536 of Object.keys(x)) {
          const v537 = x[k536];
          const q538 = key(p, k536);
          if (k536 === "type") {
            if (!(typeof v537 === "string")) return err(q538, "invalid type: " + kind(v537) + ", expected string");
            if (v537 !== "permission_decision") return err(q538, "invalid value: " + kind(v537) + ", expected the constant " + "\"permission_decision\"");
          }
          else if (k536 === "requestId") {
            if (!(typeof v537 === "string")) return err(q538, "invalid type: " + kind(v537) + ", expected string");
          }
          else if (k536 === "behavior") {
            { const e539 = v_PermissionBehavior(v537, q538); if (e539) return e539; }
          }
          else if (k536 === "updatedInput") {
            if (!(isObject(v537))) return err(q538, "invalid type: " + kind(v537) + ", expected object");
          }
          else if (k536 === "message") {
            if (!(typeof v537 === "string")) return err(q538, "invalid type: " + kind(v537) + ", expected string");
          }
          else if (k536 === "interrupt") {
            if (!(typeof v537 === "boolean")) return err(q538, "invalid type: " + kind(v537) + ", expected boolean");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
      }
      return undefined;
    }
    if (t529 === "interrupt") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k540 of Object.keys(x)) {
          const v541 = x[k540];
          const q542 = key(p, k540);
          if (k540 === "type") {
            if (!(typeof v541 === "string")) return err(q542, "invalid type: " + kind(v541) + ", expected string");
            if (v541 !== "interrupt") return err(q542, "invalid value: " + kind(v541) + ", expected the constant " + "\"interrupt\"");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
      }
      return undefined;
    }
    if (t529 === "set_permission_mode") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k543 of Object.keys(x)) {
          const v544 = x[k543];
          const q545 = key(p, k543);
          if (k543 === "type") {
            if (!(typeof v544 === "string")) return err(q545, "invalid type: " + kind(v544) + ", expected string");
            if (v544 !== "set_permission_mode") return err(q545, "invalid value: " + kind(v544) + ", expected the constant " + "\"set_permission_mode\"");
          }
          else if (k543 === "mode") {
            { const e546 = v_PermissionMode(v544, q545); if (e546) return e546; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "mode")) return err(p, "missing field `mode`");
      }
      return undefined;
    }
    if (t529 === "set_model") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k547 of Object.keys(x)) {
          const v548 = x[k547];
          const q549 = key(p, k547);
          if (k547 === "type") {
            if (!(typeof v548 === "string")) return err(q549, "invalid type: " + kind(v548) + ", expected string");
            if (v548 !== "set_model") return err(q549, "invalid value: " + kind(v548) + ", expected the constant " + "\"set_model\"");
          }
          else if (k547 === "model") {
            if (!(typeof v548 === "string")) return err(q549, "invalid type: " + kind(v548) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
      }
      return undefined;
    }
    if (t529 === "tool_call_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k550 of Object.keys(x)) {
          const v551 = x[k550];
          const q552 = key(p, k550);
          if (k550 === "type") {
            if (!(typeof v551 === "string")) return err(q552, "invalid type: " + kind(v551) + ", expected string");
            if (v551 !== "tool_call_result") return err(q552, "invalid value: " + kind(v551) + ", expected the constant " + "\"tool_call_result\"");
          }
          else if (k550 === "executionId") {
            if (!(typeof v551 === "string")) return err(q552, "invalid type: " + kind(v551) + ", expected string");
          }
          else if (k550 === "output") {
            { const e553 = v_ToolExecutionOutput(v551, q552); if (e553) return e553; }
          }
          else if (k550 === "logs") {
            if (!(Array.isArray(v551))) return err(q552, "invalid type: " + kind(v551) + ", expected array");
            if (Array.isArray(v551)) {
              for (let i554 = 0; i554 < v551.length; i554++) {
                const v555 = v551[i554];
                const q556 = q552 + "[" + i554 + "]";
                if (!(typeof v555 === "string")) return err(q556, "invalid type: " + kind(v555) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "output")) return err(p, "missing field `output`");
      }
      return undefined;
    }
    if (t529 === "tool_call_error") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k557 of Object.keys(x)) {
          const v558 = x[k557];
          const q559 = key(p, k557);
          if (k557 === "type") {
            if (!(typeof v558 === "string")) return err(q559, "invalid type: " + kind(v558) + ", expected string");
            if (v558 !== "tool_call_error") return err(q559, "invalid value: " + kind(v558) + ", expected the constant " + "\"tool_call_error\"");
          }
          else if (k557 === "executionId") {
            if (!(typeof v558 === "string")) return err(q559, "invalid type: " + kind(v558) + ", expected string");
          }
          else if (k557 === "reason") {
            if (!(typeof v558 === "string")) return err(q559, "invalid type: " + kind(v558) + ", expected string");
          }
          else if (k557 === "error") {
            if (!(typeof v558 === "string")) return err(q559, "invalid type: " + kind(v558) + ", expected string");
          }
          else if (k557 === "logs") {
            if (!(Array.isArray(v558))) return err(q559, "invalid type: " + kind(v558) + ", expected array");
            if (Array.isArray(v558)) {
              for (let i560 = 0; i560 < v558.length; i560++) {
                const v561 = v558[i560];
                const q562 = q559 + "[" + i560 + "]";
                if (!(typeof v561 === "string")) return err(q562, "invalid type: " + kind(v561) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
      }
      return undefined;
    }
    if (t529 === "close") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k563 of Object.keys(x)) {
          const v564 = x[k563];
          const q565 = key(p, k563);
          if (k563 === "type") {
            if (!(typeof v564 === "string")) return err(q565, "invalid type: " + kind(v564) + ", expected string");
            if (v564 !== "close") return err(q565, "invalid value: " + kind(v564) + ", expected the constant " + "\"close\"");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
      }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t529) + ", expected one of `user_message`, `permission_decision`, `interrupt`, `set_permission_mode`, `set_model`, `tool_call_result`, `tool_call_error`, `close`");
  })();
  if (e528) return e528;
  return undefined;
}

function v_SessionEvent(x, p) {
  const e566 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    const t567 = x["type"];
    if (t567 === "system_init") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k568 of Object.keys(x)) {
          const v569 = x[k568];
          const q570 = key(p, k568);
          if (k568 === "type") {
            if (!(typeof v569 === "string")) return err(q570, "invalid type: " + kind(v569) + ", expected string");
            if (v569 !== "system_init") return err(q570, "invalid value: " + kind(v569) + ", expected the constant " + "\"system_init\"");
          }
          else if (k568 === "sdkSessionId") {
            if (!(typeof v569 === "string")) return err(q570, "invalid type: " + kind(v569) + ", expected string");
          }
          else if (k568 === "model") {
            if (!(typeof v569 === "string")) return err(q570, "invalid type: " + kind(v569) + ", expected string");
          }
          else if (k568 === "cwd") {
            if (!(typeof v569 === "string")) return err(q570, "invalid type: " + kind(v569) + ", expected string");
          }
          else if (k568 === "apiKeySource") {
            if (!(typeof v569 === "string")) return err(q570, "invalid type: " + kind(v569) + ", expected string");
          }
          else if (k568 === "tools") {
            if (!(Array.isArray(v569))) return err(q570, "invalid type: " + kind(v569) + ", expected array");
            if (Array.isArray(v569)) {
              for (let i571 = 0; i571 < v569.length; i571++) {
                const v572 = v569[i571];
                const q573 = q570 + "[" + i571 + "]";
                if (!(typeof v572 === "string")) return err(q573, "invalid type: " + kind(v572) + ", expected string");
              }
            }
          }
          else if (k568 === "skills") {
            if (!(Array.isArray(v569))) return err(q570, "invalid type: " + kind(v569) + ", expected array");
            if (Array.isArray(v569)) {
              for (let i574 = 0; i574 < v569.length; i574++) {
                const v575 = v569[i574];
                const q576 = q570 + "[" + i574 + "]";
                if (!(typeof v575 === "string")) return err(q576, "invalid type: " + kind(v575) + ", expected string");
              }
            }
          }
          else if (k568 === "slashCommands") {
            if (!(Array.isArray(v569))) return err(q570, "invalid type: " + kind(v569) + ", expected array");
            if (Array.isArray(v569)) {
              for (let i577 = 0; i577 < v569.length; i577++) {
                const v578 = v569[i577];
                const q579 = q570 + "[" + i577 + "]";
                if (!(typeof v578 === "string")) return err(q579, "invalid type: " + kind(v578) + ", expected string");
              }
            }
          }
          else if (k568 === "permissionMode") {
            { const e580 = v_PermissionMode(v569, q570); if (e580) return e580; }
          }
          else if (k568 === "claudeCodeVersion") {
            if (!(typeof v569 === "string")) return err(q570, "invalid type: " + kind(v569) + ", expected string");
          }
          else if (k568 === "mcpServers") {
            if (!(Array.isArray(v569))) return err(q570, "invalid type: " + kind(v569) + ", expected array");
            if (Array.isArray(v569)) {
              for (let i581 = 0; i581 < v569.length; i581++) {
                const v582 = v569[i581];
                const q583 = q570 + "[" + i581 + "]";
                if (!(isObject(v582))) return err(q583, "invalid type: " + kind(v582) + ", expected object");
                if (isObject(v582)) {
                  for (const k584 of Object.keys(v582)) {
                    const v585 = v582[k584];
                    const q586 = key(q583, k584);
                    if (k584 === "name") {
                      if (!(typeof v585 === "string")) return err(q586, "invalid type: " + kind(v585) + ", expected string");
                    }
                    else if (k584 === "status") {
                      if (!(typeof v585 === "string")) return err(q586, "invalid type: " + kind(v585) + ", expected string");
                    }
                  }
                  if (!Object.prototype.hasOwnProperty.call(v582, "name")) return err(q583, "missing field `name`");
                  if (!Object.prototype.hasOwnProperty.call(v582, "status")) return err(q583, "missing field `status`");
                }
              }
            }
          }
          else if (k568 === "seq") {
            if (!(Number.isInteger(v569))) return err(q570, "invalid type: " + kind(v569) + ", expected integer");
          }
          else if (k568 === "ts") {
            if (!(Number.isInteger(v569))) return err(q570, "invalid type: " + kind(v569) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "sdkSessionId")) return err(p, "missing field `sdkSessionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
        if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
        if (!Object.prototype.hasOwnProperty.call(x, "apiKeySource")) return err(p, "missing field `apiKeySource`");
        if (!Object.prototype.hasOwnProperty.call(x, "tools")) return err(p, "missing field `tools`");
        if (!Object.prototype.hasOwnProperty.call(x, "skills")) return err(p, "missing field `skills`");
        if (!Object.prototype.hasOwnProperty.call(x, "slashCommands")) return err(p, "missing field `slashCommands`");
        if (!Object.prototype.hasOwnProperty.call(x, "permissionMode")) return err(p, "missing field `permissionMode`");
        if (!Object.prototype.hasOwnProperty.call(x, "claudeCodeVersion")) return err(p, "missing field `claudeCodeVersion`");
        if (!Object.prototype.hasOwnProperty.call(x, "mcpServers")) return err(p, "missing field `mcpServers`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "status_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k587 of Object.keys(x)) {
          const v588 = x[k587];
          const q589 = key(p, k587);
          if (k587 === "type") {
            if (!(typeof v588 === "string")) return err(q589, "invalid type: " + kind(v588) + ", expected string");
            if (v588 !== "status_changed") return err(q589, "invalid value: " + kind(v588) + ", expected the constant " + "\"status_changed\"");
          }
          else if (k587 === "status") {
            { const e590 = v_SessionStatus(v588, q589); if (e590) return e590; }
          }
          else if (k587 === "detail") {
            if (!(typeof v588 === "string")) return err(q589, "invalid type: " + kind(v588) + ", expected string");
          }
          else if (k587 === "seq") {
            if (!(Number.isInteger(v588))) return err(q589, "invalid type: " + kind(v588) + ", expected integer");
          }
          else if (k587 === "ts") {
            if (!(Number.isInteger(v588))) return err(q589, "invalid type: " + kind(v588) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "capabilities") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k591 of Object.keys(x)) {
          const v592 = x[k591];
          const q593 = key(p, k591);
          if (k591 === "type") {
            if (!(typeof v592 === "string")) return err(q593, "invalid type: " + kind(v592) + ", expected string");
            if (v592 !== "capabilities") return err(q593, "invalid value: " + kind(v592) + ", expected the constant " + "\"capabilities\"");
          }
          else if (k591 === "models") {
            if (!(Array.isArray(v592))) return err(q593, "invalid type: " + kind(v592) + ", expected array");
            if (Array.isArray(v592)) {
              for (let i594 = 0; i594 < v592.length; i594++) {
                const v595 = v592[i594];
                const q596 = q593 + "[" + i594 + "]";
                { const e597 = v_ModelOption(v595, q596); if (e597) return e597; }
              }
            }
          }
          else if (k591 === "commands") {
            if (!(Array.isArray(v592))) return err(q593, "invalid type: " + kind(v592) + ", expected array");
            if (Array.isArray(v592)) {
              for (let i598 = 0; i598 < v592.length; i598++) {
                const v599 = v592[i598];
                const q600 = q593 + "[" + i598 + "]";
                { const e601 = v_SlashCommandInfo(v599, q600); if (e601) return e601; }
              }
            }
          }
          else if (k591 === "defaultModel") {
            if (!(typeof v592 === "string")) return err(q593, "invalid type: " + kind(v592) + ", expected string");
          }
          else if (k591 === "seq") {
            if (!(Number.isInteger(v592))) return err(q593, "invalid type: " + kind(v592) + ", expected integer");
          }
          else if (k591 === "ts") {
            if (!(Number.isInteger(v592))) return err(q593, "invalid type: " + kind(v592) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "models")) return err(p, "missing field `models`");
        if (!Object.prototype.hasOwnProperty.call(x, "commands")) return err(p, "missing field `commands`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "model_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k602 of Object.keys(x)) {
          const v603 = x[k602];
          const q604 = key(p, k602);
          if (k602 === "type") {
            if (!(typeof v603 === "string")) return err(q604, "invalid type: " + kind(v603) + ", expected string");
            if (v603 !== "model_changed") return err(q604, "invalid value: " + kind(v603) + ", expected the constant " + "\"model_changed\"");
          }
          else if (k602 === "model") {
            if (!(typeof v603 === "string")) return err(q604, "invalid type: " + kind(v603) + ", expected string");
          }
          else if (k602 === "seq") {
            if (!(Number.isInteger(v603))) return err(q604, "invalid type: " + kind(v603) + ", expected integer");
          }
          else if (k602 === "ts") {
            if (!(Number.isInteger(v603))) return err(q604, "invalid type: " + kind(v603) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "permission_mode_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k605 of Object.keys(x)) {
          const v606 = x[k605];
          const q607 = key(p, k605);
          if (k605 === "type") {
            if (!(typeof v606 === "string")) return err(q607, "invalid type: " + kind(v606) + ", expected string");
            if (v606 !== "permission_mode_changed") return err(q607, "invalid value: " + kind(v606) + ", expected the constant " + "\"permission_mode_changed\"");
          }
          else if (k605 === "mode") {
            { const e608 = v_PermissionMode(v606, q607); if (e608) return e608; }
          }
          else if (k605 === "seq") {
            if (!(Number.isInteger(v606))) return err(q607, "invalid type: " + kind(v606) + ", expected integer");
          }
          else if (k605 === "ts") {
            if (!(Number.isInteger(v606))) return err(q607, "invalid type: " + kind(v606) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "mode")) return err(p, "missing field `mode`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "context_usage") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k609 of Object.keys(x)) {
          const v610 = x[k609];
          const q611 = key(p, k609);
          if (k609 === "type") {
            if (!(typeof v610 === "string")) return err(q611, "invalid type: " + kind(v610) + ", expected string");
            if (v610 !== "context_usage") return err(q611, "invalid value: " + kind(v610) + ", expected the constant " + "\"context_usage\"");
          }
          else if (k609 === "usage") {
            { const e612 = v_ContextUsage(v610, q611); if (e612) return e612; }
          }
          else if (k609 === "seq") {
            if (!(Number.isInteger(v610))) return err(q611, "invalid type: " + kind(v610) + ", expected integer");
          }
          else if (k609 === "ts") {
            if (!(Number.isInteger(v610))) return err(q611, "invalid type: " + kind(v610) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "usage")) return err(p, "missing field `usage`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "rate_limit") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k613 of Object.keys(x)) {
          const v614 = x[k613];
          const q615 = key(p, k613);
          if (k613 === "type") {
            if (!(typeof v614 === "string")) return err(q615, "invalid type: " + kind(v614) + ", expected string");
            if (v614 !== "rate_limit") return err(q615, "invalid value: " + kind(v614) + ", expected the constant " + "\"rate_limit\"");
          }
          else if (k613 === "info") {
            { const e616 = v_RateLimitInfo(v614, q615); if (e616) return e616; }
          }
          else if (k613 === "seq") {
            if (!(Number.isInteger(v614))) return err(q615, "invalid type: " + kind(v614) + ", expected integer");
          }
          else if (k613 === "ts") {
            if (!(Number.isInteger(v614))) return err(q615, "invalid type: " + kind(v614) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "info")) return err(p, "missing field `info`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "plan_info") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k617 of Object.keys(x)) {
          const v618 = x[k617];
          const q619 = key(p, k617);
          if (k617 === "type") {
            if (!(typeof v618 === "string")) return err(q619, "invalid type: " + kind(v618) + ", expected string");
            if (v618 !== "plan_info") return err(q619, "invalid value: " + kind(v618) + ", expected the constant " + "\"plan_info\"");
          }
          else if (k617 === "subscriptionType") {
            if (!(typeof v618 === "string")) return err(q619, "invalid type: " + kind(v618) + ", expected string");
          }
          else if (k617 === "seq") {
            if (!(Number.isInteger(v618))) return err(q619, "invalid type: " + kind(v618) + ", expected integer");
          }
          else if (k617 === "ts") {
            if (!(Number.isInteger(v618))) return err(q619, "invalid type: " + kind(v618) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "subscriptionType")) return err(p, "missing field `subscriptionType`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "assistant_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k620 of Object.keys(x)) {
          const v621 = x[k620];
          const q622 = key(p, k620);
          if (k620 === "type") {
            if (!(typeof v621 === "string")) return err(q622, "invalid type: " + kind(v621) + ", expected string");
            if (v621 !== "assistant_message") return err(q622, "invalid value: " + kind(v621) + ", expected the constant " + "\"assistant_message\"");
          }
          else if (k620 === "message") {
            { const e623 = v_ApiMessage(v621, q622); if (e623) return e623; }
          }
          else if (k620 === "parentToolUseId") {
            if (!(typeof v621 === "string" || v621 === null)) return err(q622, "invalid type: " + kind(v621) + ", expected string or null");
          }
          else if (k620 === "replay") {
            if (!(typeof v621 === "boolean")) return err(q622, "invalid type: " + kind(v621) + ", expected boolean");
          }
          else if (k620 === "uuid") {
            if (!(typeof v621 === "string")) return err(q622, "invalid type: " + kind(v621) + ", expected string");
          }
          else if (k620 === "seq") {
            if (!(Number.isInteger(v621))) return err(q622, "invalid type: " + kind(v621) + ", expected integer");
          }
          else if (k620 === "ts") {
            if (!(Number.isInteger(v621))) return err(q622, "invalid type: " + kind(v621) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "uuid")) return err(p, "missing field `uuid`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "user_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k624 of Object.keys(x)) {
          const v625 = x[k624];
          const q626 = key(p, k624);
          if (k624 === "type") {
            if (!(typeof v625 === "string")) return err(q626, "invalid type: " + kind(v625) + ", expected string");
            if (v625 !== "user_message") return err(q626, "invalid value: " + kind(v625) + ", expected the constant " + "\"user_message\"");
          }
          else if (k624 === "message") {
            { const e627 = v_ApiMessage(v625, q626); if (e627) return e627; }
          }
          else if (k624 === "parentToolUseId") {
            if (!(typeof v625 === "string" || v625 === null)) return err(q626, "invalid type: " + kind(v625) + ", expected string or null");
          }
          else if (k624 === "replay") {
            if (!(typeof v625 === "boolean")) return err(q626, "invalid type: " + kind(v625) + ", expected boolean");
          }
          else if (k624 === "synthetic") {
            if (!(typeof v625 === "boolean")) return err(q626, "invalid type: " + kind(v625) + ", expected boolean");
          }
          else if (k624 === "attachments") {
            if (!(Array.isArray(v625))) return err(q626, "invalid type: " + kind(v625) + ", expected array");
            if (Array.isArray(v625)) {
              for (let i628 = 0; i628 < v625.length; i628++) {
                const v629 = v625[i628];
                const q630 = q626 + "[" + i628 + "]";
                { const e631 = v_MessageAttachment(v629, q630); if (e631) return e631; }
              }
            }
          }
          else if (k624 === "uuid") {
            if (!(typeof v625 === "string")) return err(q626, "invalid type: " + kind(v625) + ", expected string");
          }
          else if (k624 === "seq") {
            if (!(Number.isInteger(v625))) return err(q626, "invalid type: " + kind(v625) + ", expected integer");
          }
          else if (k624 === "ts") {
            if (!(Number.isInteger(v625))) return err(q626, "invalid type: " + kind(v625) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "stream_delta") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k632 of Object.keys(x)) {
          const v633 = x[k632];
          const q634 = key(p, k632);
          if (k632 === "type") {
            if (!(typeof v633 === "string")) return err(q634, "invalid type: " + kind(v633) + ", expected string");
            if (v633 !== "stream_delta") return err(q634, "invalid value: " + kind(v633) + ", expected the constant " + "\"stream_delta\"");
          }
          else if (k632 === "event") {
            if (!(isObject(v633))) return err(q634, "invalid type: " + kind(v633) + ", expected object");
            if (isObject(v633)) {
              for (const k635 of Object.keys(v633)) {
                const v636 = v633[k635];
                const q637 = key(q634, k635);
                if (k635 === "type") {
                  if (!(typeof v636 === "string")) return err(q637, "invalid type: " + kind(v636) + ", expected string");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(v633, "type")) return err(q634, "missing field `type`");
            }
          }
          else if (k632 === "parentToolUseId") {
            if (!(typeof v633 === "string" || v633 === null)) return err(q634, "invalid type: " + kind(v633) + ", expected string or null");
          }
          else if (k632 === "uuid") {
            if (!(typeof v633 === "string")) return err(q634, "invalid type: " + kind(v633) + ", expected string");
          }
          else if (k632 === "seq") {
            if (!(Number.isInteger(v633))) return err(q634, "invalid type: " + kind(v633) + ", expected integer");
          }
          else if (k632 === "ts") {
            if (!(Number.isInteger(v633))) return err(q634, "invalid type: " + kind(v633) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "uuid")) return err(p, "missing field `uuid`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "turn_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k638 of Object.keys(x)) {
          const v639 = x[k638];
          const q640 = key(p, k638);
          if (k638 === "type") {
            if (!(typeof v639 === "string")) return err(q640, "invalid type: " + kind(v639) + ", expected string");
            if (v639 !== "turn_result") return err(q640, "invalid value: " + kind(v639) + ", expected the constant " + "\"turn_result\"");
          }
          else if (k638 === "subtype") {
            { const e641 = v_TurnResultSubtype(v639, q640); if (e641) return e641; }
          }
          else if (k638 === "isError") {
            if (!(typeof v639 === "boolean")) return err(q640, "invalid type: " + kind(v639) + ", expected boolean");
          }
          else if (k638 === "durationMs") {
            if (!(Number.isInteger(v639))) return err(q640, "invalid type: " + kind(v639) + ", expected integer");
          }
          else if (k638 === "numTurns") {
            if (!(Number.isInteger(v639))) return err(q640, "invalid type: " + kind(v639) + ", expected integer");
          }
          else if (k638 === "totalCostUsd") {
            if (!(typeof v639 === "number")) return err(q640, "invalid type: " + kind(v639) + ", expected number");
          }
          else if (k638 === "result") {
            if (!(typeof v639 === "string")) return err(q640, "invalid type: " + kind(v639) + ", expected string");
          }
          else if (k638 === "errors") {
            if (!(Array.isArray(v639))) return err(q640, "invalid type: " + kind(v639) + ", expected array");
            if (Array.isArray(v639)) {
              for (let i642 = 0; i642 < v639.length; i642++) {
                const v643 = v639[i642];
                const q644 = q640 + "[" + i642 + "]";
                if (!(typeof v643 === "string")) return err(q644, "invalid type: " + kind(v643) + ", expected string");
              }
            }
          }
          else if (k638 === "usage") {
          }
          else if (k638 === "seq") {
            if (!(Number.isInteger(v639))) return err(q640, "invalid type: " + kind(v639) + ", expected integer");
          }
          else if (k638 === "ts") {
            if (!(Number.isInteger(v639))) return err(q640, "invalid type: " + kind(v639) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "subtype")) return err(p, "missing field `subtype`");
        if (!Object.prototype.hasOwnProperty.call(x, "isError")) return err(p, "missing field `isError`");
        if (!Object.prototype.hasOwnProperty.call(x, "durationMs")) return err(p, "missing field `durationMs`");
        if (!Object.prototype.hasOwnProperty.call(x, "numTurns")) return err(p, "missing field `numTurns`");
        if (!Object.prototype.hasOwnProperty.call(x, "totalCostUsd")) return err(p, "missing field `totalCostUsd`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "permission_requested") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k645 of Object.keys(x)) {
          const v646 = x[k645];
          const q647 = key(p, k645);
          if (k645 === "type") {
            if (!(typeof v646 === "string")) return err(q647, "invalid type: " + kind(v646) + ", expected string");
            if (v646 !== "permission_requested") return err(q647, "invalid value: " + kind(v646) + ", expected the constant " + "\"permission_requested\"");
          }
          else if (k645 === "request") {
            { const e648 = v_PermissionRequest(v646, q647); if (e648) return e648; }
          }
          else if (k645 === "seq") {
            if (!(Number.isInteger(v646))) return err(q647, "invalid type: " + kind(v646) + ", expected integer");
          }
          else if (k645 === "ts") {
            if (!(Number.isInteger(v646))) return err(q647, "invalid type: " + kind(v646) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "request")) return err(p, "missing field `request`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "permission_resolved") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k649 of Object.keys(x)) {
          const v650 = x[k649];
          const q651 = key(p, k649);
          if (k649 === "type") {
            if (!(typeof v650 === "string")) return err(q651, "invalid type: " + kind(v650) + ", expected string");
            if (v650 !== "permission_resolved") return err(q651, "invalid value: " + kind(v650) + ", expected the constant " + "\"permission_resolved\"");
          }
          else if (k649 === "requestId") {
            if (!(typeof v650 === "string")) return err(q651, "invalid type: " + kind(v650) + ", expected string");
          }
          else if (k649 === "behavior") {
            { const e652 = v_PermissionBehavior(v650, q651); if (e652) return e652; }
          }
          else if (k649 === "resolvedBy") {
            { const e653 = v_PermissionDecisionSource(v650, q651); if (e653) return e653; }
          }
          else if (k649 === "message") {
            if (!(typeof v650 === "string")) return err(q651, "invalid type: " + kind(v650) + ", expected string");
          }
          else if (k649 === "seq") {
            if (!(Number.isInteger(v650))) return err(q651, "invalid type: " + kind(v650) + ", expected integer");
          }
          else if (k649 === "ts") {
            if (!(Number.isInteger(v650))) return err(q651, "invalid type: " + kind(v650) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
        if (!Object.prototype.hasOwnProperty.call(x, "resolvedBy")) return err(p, "missing field `resolvedBy`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "execution_dispatched") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k654 of Object.keys(x)) {
          const v655 = x[k654];
          const q656 = key(p, k654);
          if (k654 === "type") {
            if (!(typeof v655 === "string")) return err(q656, "invalid type: " + kind(v655) + ", expected string");
            if (v655 !== "execution_dispatched") return err(q656, "invalid value: " + kind(v655) + ", expected the constant " + "\"execution_dispatched\"");
          }
          else if (k654 === "executionId") {
            if (!(typeof v655 === "string")) return err(q656, "invalid type: " + kind(v655) + ", expected string");
          }
          else if (k654 === "toolName") {
            if (!(typeof v655 === "string")) return err(q656, "invalid type: " + kind(v655) + ", expected string");
          }
          else if (k654 === "backend") {
            { const e657 = v_ToolExecutionBackend(v655, q656); if (e657) return e657; }
          }
          else if (k654 === "deferred") {
            if (!(typeof v655 === "boolean")) return err(q656, "invalid type: " + kind(v655) + ", expected boolean");
          }
          else if (k654 === "expiresAt") {
            if (!(Number.isInteger(v655))) return err(q656, "invalid type: " + kind(v655) + ", expected integer");
          }
          else if (k654 === "seq") {
            if (!(Number.isInteger(v655))) return err(q656, "invalid type: " + kind(v655) + ", expected integer");
          }
          else if (k654 === "ts") {
            if (!(Number.isInteger(v655))) return err(q656, "invalid type: " + kind(v655) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
        if (!Object.prototype.hasOwnProperty.call(x, "backend")) return err(p, "missing field `backend`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "execution_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k658 of Object.keys(x)) {
          const v659 = x[k658];
          const q660 = key(p, k658);
          if (k658 === "type") {
            if (!(typeof v659 === "string")) return err(q660, "invalid type: " + kind(v659) + ", expected string");
            if (v659 !== "execution_result") return err(q660, "invalid value: " + kind(v659) + ", expected the constant " + "\"execution_result\"");
          }
          else if (k658 === "executionId") {
            if (!(typeof v659 === "string")) return err(q660, "invalid type: " + kind(v659) + ", expected string");
          }
          else if (k658 === "output") {
            { const e661 = v_ToolExecutionOutput(v659, q660); if (e661) return e661; }
          }
          else if (k658 === "logs") {
            if (!(Array.isArray(v659))) return err(q660, "invalid type: " + kind(v659) + ", expected array");
            if (Array.isArray(v659)) {
              for (let i662 = 0; i662 < v659.length; i662++) {
                const v663 = v659[i662];
                const q664 = q660 + "[" + i662 + "]";
                if (!(typeof v663 === "string")) return err(q664, "invalid type: " + kind(v663) + ", expected string");
              }
            }
          }
          else if (k658 === "durationMs") {
            if (!(Number.isInteger(v659))) return err(q660, "invalid type: " + kind(v659) + ", expected integer");
          }
          else if (k658 === "seq") {
            if (!(Number.isInteger(v659))) return err(q660, "invalid type: " + kind(v659) + ", expected integer");
          }
          else if (k658 === "ts") {
            if (!(Number.isInteger(v659))) return err(q660, "invalid type: " + kind(v659) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "output")) return err(p, "missing field `output`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "execution_failed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k665 of Object.keys(x)) {
          const v666 = x[k665];
          const q667 = key(p, k665);
          if (k665 === "type") {
            if (!(typeof v666 === "string")) return err(q667, "invalid type: " + kind(v666) + ", expected string");
            if (v666 !== "execution_failed") return err(q667, "invalid value: " + kind(v666) + ", expected the constant " + "\"execution_failed\"");
          }
          else if (k665 === "executionId") {
            if (!(typeof v666 === "string")) return err(q667, "invalid type: " + kind(v666) + ", expected string");
          }
          else if (k665 === "reason") {
            if (!(typeof v666 === "string")) return err(q667, "invalid type: " + kind(v666) + ", expected string");
          }
          else if (k665 === "error") {
            if (!(typeof v666 === "string")) return err(q667, "invalid type: " + kind(v666) + ", expected string");
          }
          else if (k665 === "logs") {
            if (!(Array.isArray(v666))) return err(q667, "invalid type: " + kind(v666) + ", expected array");
            if (Array.isArray(v666)) {
              for (let i668 = 0; i668 < v666.length; i668++) {
                const v669 = v666[i668];
                const q670 = q667 + "[" + i668 + "]";
                if (!(typeof v669 === "string")) return err(q670, "invalid type: " + kind(v669) + ", expected string");
              }
            }
          }
          else if (k665 === "durationMs") {
            if (!(Number.isInteger(v666))) return err(q667, "invalid type: " + kind(v666) + ", expected integer");
          }
          else if (k665 === "seq") {
            if (!(Number.isInteger(v666))) return err(q667, "invalid type: " + kind(v666) + ", expected integer");
          }
          else if (k665 === "ts") {
            if (!(Number.isInteger(v666))) return err(q667, "invalid type: " + kind(v666) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "file_delivered") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k671 of Object.keys(x)) {
          const v672 = x[k671];
          const q673 = key(p, k671);
          if (k671 === "type") {
            if (!(typeof v672 === "string")) return err(q673, "invalid type: " + kind(v672) + ", expected string");
            if (v672 !== "file_delivered") return err(q673, "invalid value: " + kind(v672) + ", expected the constant " + "\"file_delivered\"");
          }
          else if (k671 === "path") {
            if (!(typeof v672 === "string")) return err(q673, "invalid type: " + kind(v672) + ", expected string");
          }
          else if (k671 === "bytes") {
            if (!(Number.isInteger(v672))) return err(q673, "invalid type: " + kind(v672) + ", expected integer");
          }
          else if (k671 === "description") {
            if (!(typeof v672 === "string")) return err(q673, "invalid type: " + kind(v672) + ", expected string");
          }
          else if (k671 === "seq") {
            if (!(Number.isInteger(v672))) return err(q673, "invalid type: " + kind(v672) + ", expected integer");
          }
          else if (k671 === "ts") {
            if (!(Number.isInteger(v672))) return err(q673, "invalid type: " + kind(v672) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
        if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "sdk_event") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k674 of Object.keys(x)) {
          const v675 = x[k674];
          const q676 = key(p, k674);
          if (k674 === "type") {
            if (!(typeof v675 === "string")) return err(q676, "invalid type: " + kind(v675) + ", expected string");
            if (v675 !== "sdk_event") return err(q676, "invalid value: " + kind(v675) + ", expected the constant " + "\"sdk_event\"");
          }
          else if (k674 === "payload") {
            if (!(isObject(v675))) return err(q676, "invalid type: " + kind(v675) + ", expected object");
            if (isObject(v675)) {
              for (const k677 of Object.keys(v675)) {
                const v678 = v675[k677];
                const q679 = key(q676, k677);
                if (k677 === "type") {
                  if (!(typeof v678 === "string")) return err(q679, "invalid type: " + kind(v678) + ", expected string");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(v675, "type")) return err(q676, "missing field `type`");
            }
          }
          else if (k674 === "seq") {
            if (!(Number.isInteger(v675))) return err(q676, "invalid type: " + kind(v675) + ", expected integer");
          }
          else if (k674 === "ts") {
            if (!(Number.isInteger(v675))) return err(q676, "invalid type: " + kind(v675) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "session_error") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k680 of Object.keys(x)) {
          const v681 = x[k680];
          const q682 = key(p, k680);
          if (k680 === "type") {
            if (!(typeof v681 === "string")) return err(q682, "invalid type: " + kind(v681) + ", expected string");
            if (v681 !== "session_error") return err(q682, "invalid value: " + kind(v681) + ", expected the constant " + "\"session_error\"");
          }
          else if (k680 === "message") {
            if (!(typeof v681 === "string")) return err(q682, "invalid type: " + kind(v681) + ", expected string");
          }
          else if (k680 === "seq") {
            if (!(Number.isInteger(v681))) return err(q682, "invalid type: " + kind(v681) + ", expected integer");
          }
          else if (k680 === "ts") {
            if (!(Number.isInteger(v681))) return err(q682, "invalid type: " + kind(v681) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    if (t567 === "session_closed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k683 of Object.keys(x)) {
          const v684 = x[k683];
          const q685 = key(p, k683);
          if (k683 === "type") {
            if (!(typeof v684 === "string")) return err(q685, "invalid type: " + kind(v684) + ", expected string");
            if (v684 !== "session_closed") return err(q685, "invalid value: " + kind(v684) + ", expected the constant " + "\"session_closed\"");
          }
          else if (k683 === "reason") {
            { const e686 = v_CloseReason(v684, q685); if (e686) return e686; }
          }
          else if (k683 === "seq") {
            if (!(Number.isInteger(v684))) return err(q685, "invalid type: " + kind(v684) + ", expected integer");
          }
          else if (k683 === "ts") {
            if (!(Number.isInteger(v684))) return err(q685, "invalid type: " + kind(v684) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
        if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
      }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t567) + ", expected one of `system_init`, `status_changed`, `capabilities`, `model_changed`, `permission_mode_changed`, `context_usage`, `rate_limit`, `plan_info`, `assistant_message`, `user_message`, `stream_delta`, `turn_result`, `permission_requested`, `permission_resolved`, `execution_dispatched`, `execution_result`, `execution_failed`, `file_delivered`, `sdk_event`, `session_error`, `session_closed`");
  })();
  if (e566) return e566;
  return undefined;
}

function v_SessionEventBody(x, p) {
  const e687 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    const t688 = x["type"];
    if (t688 === "system_init") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k689 of Object.keys(x)) {
          const v690 = x[k689];
          const q691 = key(p, k689);
          if (k689 === "type") {
            if (!(typeof v690 === "string")) return err(q691, "invalid type: " + kind(v690) + ", expected string");
            if (v690 !== "system_init") return err(q691, "invalid value: " + kind(v690) + ", expected the constant " + "\"system_init\"");
          }
          else if (k689 === "sdkSessionId") {
            if (!(typeof v690 === "string")) return err(q691, "invalid type: " + kind(v690) + ", expected string");
          }
          else if (k689 === "model") {
            if (!(typeof v690 === "string")) return err(q691, "invalid type: " + kind(v690) + ", expected string");
          }
          else if (k689 === "cwd") {
            if (!(typeof v690 === "string")) return err(q691, "invalid type: " + kind(v690) + ", expected string");
          }
          else if (k689 === "apiKeySource") {
            if (!(typeof v690 === "string")) return err(q691, "invalid type: " + kind(v690) + ", expected string");
          }
          else if (k689 === "tools") {
            if (!(Array.isArray(v690))) return err(q691, "invalid type: " + kind(v690) + ", expected array");
            if (Array.isArray(v690)) {
              for (let i692 = 0; i692 < v690.length; i692++) {
                const v693 = v690[i692];
                const q694 = q691 + "[" + i692 + "]";
                if (!(typeof v693 === "string")) return err(q694, "invalid type: " + kind(v693) + ", expected string");
              }
            }
          }
          else if (k689 === "skills") {
            if (!(Array.isArray(v690))) return err(q691, "invalid type: " + kind(v690) + ", expected array");
            if (Array.isArray(v690)) {
              for (let i695 = 0; i695 < v690.length; i695++) {
                const v696 = v690[i695];
                const q697 = q691 + "[" + i695 + "]";
                if (!(typeof v696 === "string")) return err(q697, "invalid type: " + kind(v696) + ", expected string");
              }
            }
          }
          else if (k689 === "slashCommands") {
            if (!(Array.isArray(v690))) return err(q691, "invalid type: " + kind(v690) + ", expected array");
            if (Array.isArray(v690)) {
              for (let i698 = 0; i698 < v690.length; i698++) {
                const v699 = v690[i698];
                const q700 = q691 + "[" + i698 + "]";
                if (!(typeof v699 === "string")) return err(q700, "invalid type: " + kind(v699) + ", expected string");
              }
            }
          }
          else if (k689 === "permissionMode") {
            { const e701 = v_PermissionMode(v690, q691); if (e701) return e701; }
          }
          else if (k689 === "claudeCodeVersion") {
            if (!(typeof v690 === "string")) return err(q691, "invalid type: " + kind(v690) + ", expected string");
          }
          else if (k689 === "mcpServers") {
            if (!(Array.isArray(v690))) return err(q691, "invalid type: " + kind(v690) + ", expected array");
            if (Array.isArray(v690)) {
              for (let i702 = 0; i702 < v690.length; i702++) {
                const v703 = v690[i702];
                const q704 = q691 + "[" + i702 + "]";
                if (!(isObject(v703))) return err(q704, "invalid type: " + kind(v703) + ", expected object");
                if (isObject(v703)) {
                  for (const k705 of Object.keys(v703)) {
                    const v706 = v703[k705];
                    const q707 = key(q704, k705);
                    if (k705 === "name") {
                      if (!(typeof v706 === "string")) return err(q707, "invalid type: " + kind(v706) + ", expected string");
                    }
                    else if (k705 === "status") {
                      if (!(typeof v706 === "string")) return err(q707, "invalid type: " + kind(v706) + ", expected string");
                    }
                  }
                  if (!Object.prototype.hasOwnProperty.call(v703, "name")) return err(q704, "missing field `name`");
                  if (!Object.prototype.hasOwnProperty.call(v703, "status")) return err(q704, "missing field `status`");
                }
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "sdkSessionId")) return err(p, "missing field `sdkSessionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "model")) return err(p, "missing field `model`");
        if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
        if (!Object.prototype.hasOwnProperty.call(x, "apiKeySource")) return err(p, "missing field `apiKeySource`");
        if (!Object.prototype.hasOwnProperty.call(x, "tools")) return err(p, "missing field `tools`");
        if (!Object.prototype.hasOwnProperty.call(x, "skills")) return err(p, "missing field `skills`");
        if (!Object.prototype.hasOwnProperty.call(x, "slashCommands")) return err(p, "missing field `slashCommands`");
        if (!Object.prototype.hasOwnProperty.call(x, "permissionMode")) return err(p, "missing field `permissionMode`");
        if (!Object.prototype.hasOwnProperty.call(x, "claudeCodeVersion")) return err(p, "missing field `claudeCodeVersion`");
        if (!Object.prototype.hasOwnProperty.call(x, "mcpServers")) return err(p, "missing field `mcpServers`");
      }
      return undefined;
    }
    if (t688 === "status_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k708 of Object.keys(x)) {
          const v709 = x[k708];
          const q710 = key(p, k708);
          if (k708 === "type") {
            if (!(typeof v709 === "string")) return err(q710, "invalid type: " + kind(v709) + ", expected string");
            if (v709 !== "status_changed") return err(q710, "invalid value: " + kind(v709) + ", expected the constant " + "\"status_changed\"");
          }
          else if (k708 === "status") {
            { const e711 = v_SessionStatus(v709, q710); if (e711) return e711; }
          }
          else if (k708 === "detail") {
            if (!(typeof v709 === "string")) return err(q710, "invalid type: " + kind(v709) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
      }
      return undefined;
    }
    if (t688 === "capabilities") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k712 of Object.keys(x)) {
          const v713 = x[k712];
          const q714 = key(p, k712);
          if (k712 === "type") {
            if (!(typeof v713 === "string")) return err(q714, "invalid type: " + kind(v713) + ", expected string");
            if (v713 !== "capabilities") return err(q714, "invalid value: " + kind(v713) + ", expected the constant " + "\"capabilities\"");
          }
          else if (k712 === "models") {
            if (!(Array.isArray(v713))) return err(q714, "invalid type: " + kind(v713) + ", expected array");
            if (Array.isArray(v713)) {
              for (let i715 = 0; i715 < v713.length; i715++) {
                const v716 = v713[i715];
                const q717 = q714 + "[" + i715 + "]";
                { const e718 = v_ModelOption(v716, q717); if (e718) return e718; }
              }
            }
          }
          else if (k712 === "commands") {
            if (!(Array.isArray(v713))) return err(q714, "invalid type: " + kind(v713) + ", expected array");
            if (Array.isArray(v713)) {
              for (let i719 = 0; i719 < v713.length; i719++) {
                const v720 = v713[i719];
                const q721 = q714 + "[" + i719 + "]";
                { const e722 = v_SlashCommandInfo(v720, q721); if (e722) return e722; }
              }
            }
          }
          else if (k712 === "defaultModel") {
            if (!(typeof v713 === "string")) return err(q714, "invalid type: " + kind(v713) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "models")) return err(p, "missing field `models`");
        if (!Object.prototype.hasOwnProperty.call(x, "commands")) return err(p, "missing field `commands`");
      }
      return undefined;
    }
    if (t688 === "model_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k723 of Object.keys(x)) {
          const v724 = x[k723];
          const q725 = key(p, k723);
          if (k723 === "type") {
            if (!(typeof v724 === "string")) return err(q725, "invalid type: " + kind(v724) + ", expected string");
            if (v724 !== "model_changed") return err(q725, "invalid value: " + kind(v724) + ", expected the constant " + "\"model_changed\"");
          }
          else if (k723 === "model") {
            if (!(typeof v724 === "string")) return err(q725, "invalid type: " + kind(v724) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
      }
      return undefined;
    }
    if (t688 === "permission_mode_changed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k726 of Object.keys(x)) {
          const v727 = x[k726];
          const q728 = key(p, k726);
          if (k726 === "type") {
            if (!(typeof v727 === "string")) return err(q728, "invalid type: " + kind(v727) + ", expected string");
            if (v727 !== "permission_mode_changed") return err(q728, "invalid value: " + kind(v727) + ", expected the constant " + "\"permission_mode_changed\"");
          }
          else if (k726 === "mode") {
            { const e729 = v_PermissionMode(v727, q728); if (e729) return e729; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "mode")) return err(p, "missing field `mode`");
      }
      return undefined;
    }
    if (t688 === "context_usage") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k730 of Object.keys(x)) {
          const v731 = x[k730];
          const q732 = key(p, k730);
          if (k730 === "type") {
            if (!(typeof v731 === "string")) return err(q732, "invalid type: " + kind(v731) + ", expected string");
            if (v731 !== "context_usage") return err(q732, "invalid value: " + kind(v731) + ", expected the constant " + "\"context_usage\"");
          }
          else if (k730 === "usage") {
            { const e733 = v_ContextUsage(v731, q732); if (e733) return e733; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "usage")) return err(p, "missing field `usage`");
      }
      return undefined;
    }
    if (t688 === "rate_limit") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k734 of Object.keys(x)) {
          const v735 = x[k734];
          const q736 = key(p, k734);
          if (k734 === "type") {
            if (!(typeof v735 === "string")) return err(q736, "invalid type: " + kind(v735) + ", expected string");
            if (v735 !== "rate_limit") return err(q736, "invalid value: " + kind(v735) + ", expected the constant " + "\"rate_limit\"");
          }
          else if (k734 === "info") {
            { const e737 = v_RateLimitInfo(v735, q736); if (e737) return e737; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "info")) return err(p, "missing field `info`");
      }
      return undefined;
    }
    if (t688 === "plan_info") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k738 of Object.keys(x)) {
          const v739 = x[k738];
          const q740 = key(p, k738);
          if (k738 === "type") {
            if (!(typeof v739 === "string")) return err(q740, "invalid type: " + kind(v739) + ", expected string");
            if (v739 !== "plan_info") return err(q740, "invalid value: " + kind(v739) + ", expected the constant " + "\"plan_info\"");
          }
          else if (k738 === "subscriptionType") {
            if (!(typeof v739 === "string")) return err(q740, "invalid type: " + kind(v739) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "subscriptionType")) return err(p, "missing field `subscriptionType`");
      }
      return undefined;
    }
    if (t688 === "assistant_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k741 of Object.keys(x)) {
          const v742 = x[k741];
          const q743 = key(p, k741);
          if (k741 === "type") {
            if (!(typeof v742 === "string")) return err(q743, "invalid type: " + kind(v742) + ", expected string");
            if (v742 !== "assistant_message") return err(q743, "invalid value: " + kind(v742) + ", expected the constant " + "\"assistant_message\"");
          }
          else if (k741 === "message") {
            { const e744 = v_ApiMessage(v742, q743); if (e744) return e744; }
          }
          else if (k741 === "parentToolUseId") {
            if (!(typeof v742 === "string" || v742 === null)) return err(q743, "invalid type: " + kind(v742) + ", expected string or null");
          }
          else if (k741 === "replay") {
            if (!(typeof v742 === "boolean")) return err(q743, "invalid type: " + kind(v742) + ", expected boolean");
          }
          else if (k741 === "uuid") {
            if (!(typeof v742 === "string")) return err(q743, "invalid type: " + kind(v742) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "uuid")) return err(p, "missing field `uuid`");
      }
      return undefined;
    }
    if (t688 === "user_message") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k745 of Object.keys(x)) {
          const v746 = x[k745];
          const q747 = key(p, k745);
          if (k745 === "type") {
            if (!(typeof v746 === "string")) return err(q747, "invalid type: " + kind(v746) + ", expected string");
            if (v746 !== "user_message") return err(q747, "invalid value: " + kind(v746) + ", expected the constant " + "\"user_message\"");
          }
          else if (k745 === "message") {
            { const e748 = v_ApiMessage(v746, q747); if (e748) return e748; }
          }
          else if (k745 === "parentToolUseId") {
            if (!(typeof v746 === "string" || v746 === null)) return err(q747, "invalid type: " + kind(v746) + ", expected string or null");
          }
          else if (k745 === "replay") {
            if (!(typeof v746 === "boolean")) return err(q747, "invalid type: " + kind(v746) + ", expected boolean");
          }
          else if (k745 === "synthetic") {
            if (!(typeof v746 === "boolean")) return err(q747, "invalid type: " + kind(v746) + ", expected boolean");
          }
          else if (k745 === "attachments") {
            if (!(Array.isArray(v746))) return err(q747, "invalid type: " + kind(v746) + ", expected array");
            if (Array.isArray(v746)) {
              for (let i749 = 0; i749 < v746.length; i749++) {
                const v750 = v746[i749];
                const q751 = q747 + "[" + i749 + "]";
                { const e752 = v_MessageAttachment(v750, q751); if (e752) return e752; }
              }
            }
          }
          else if (k745 === "uuid") {
            if (!(typeof v746 === "string")) return err(q747, "invalid type: " + kind(v746) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
      }
      return undefined;
    }
    if (t688 === "stream_delta") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k753 of Object.keys(x)) {
          const v754 = x[k753];
          const q755 = key(p, k753);
          if (k753 === "type") {
            if (!(typeof v754 === "string")) return err(q755, "invalid type: " + kind(v754) + ", expected string");
            if (v754 !== "stream_delta") return err(q755, "invalid value: " + kind(v754) + ", expected the constant " + "\"stream_delta\"");
          }
          else if (k753 === "event") {
            if (!(isObject(v754))) return err(q755, "invalid type: " + kind(v754) + ", expected object");
            if (isObject(v754)) {
              for (const k756 of Object.keys(v754)) {
                const v757 = v754[k756];
                const q758 = key(q755, k756);
                if (k756 === "type") {
                  if (!(typeof v757 === "string")) return err(q758, "invalid type: " + kind(v757) + ", expected string");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(v754, "type")) return err(q755, "missing field `type`");
            }
          }
          else if (k753 === "parentToolUseId") {
            if (!(typeof v754 === "string" || v754 === null)) return err(q755, "invalid type: " + kind(v754) + ", expected string or null");
          }
          else if (k753 === "uuid") {
            if (!(typeof v754 === "string")) return err(q755, "invalid type: " + kind(v754) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "event")) return err(p, "missing field `event`");
        if (!Object.prototype.hasOwnProperty.call(x, "parentToolUseId")) return err(p, "missing field `parentToolUseId`");
        if (!Object.prototype.hasOwnProperty.call(x, "uuid")) return err(p, "missing field `uuid`");
      }
      return undefined;
    }
    if (t688 === "turn_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k759 of Object.keys(x)) {
          const v760 = x[k759];
          const q761 = key(p, k759);
          if (k759 === "type") {
            if (!(typeof v760 === "string")) return err(q761, "invalid type: " + kind(v760) + ", expected string");
            if (v760 !== "turn_result") return err(q761, "invalid value: " + kind(v760) + ", expected the constant " + "\"turn_result\"");
          }
          else if (k759 === "subtype") {
            { const e762 = v_TurnResultSubtype(v760, q761); if (e762) return e762; }
          }
          else if (k759 === "isError") {
            if (!(typeof v760 === "boolean")) return err(q761, "invalid type: " + kind(v760) + ", expected boolean");
          }
          else if (k759 === "durationMs") {
            if (!(Number.isInteger(v760))) return err(q761, "invalid type: " + kind(v760) + ", expected integer");
          }
          else if (k759 === "numTurns") {
            if (!(Number.isInteger(v760))) return err(q761, "invalid type: " + kind(v760) + ", expected integer");
          }
          else if (k759 === "totalCostUsd") {
            if (!(typeof v760 === "number")) return err(q761, "invalid type: " + kind(v760) + ", expected number");
          }
          else if (k759 === "result") {
            if (!(typeof v760 === "string")) return err(q761, "invalid type: " + kind(v760) + ", expected string");
          }
          else if (k759 === "errors") {
            if (!(Array.isArray(v760))) return err(q761, "invalid type: " + kind(v760) + ", expected array");
            if (Array.isArray(v760)) {
              for (let i763 = 0; i763 < v760.length; i763++) {
                const v764 = v760[i763];
                const q765 = q761 + "[" + i763 + "]";
                if (!(typeof v764 === "string")) return err(q765, "invalid type: " + kind(v764) + ", expected string");
              }
            }
          }
          else if (k759 === "usage") {
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "subtype")) return err(p, "missing field `subtype`");
        if (!Object.prototype.hasOwnProperty.call(x, "isError")) return err(p, "missing field `isError`");
        if (!Object.prototype.hasOwnProperty.call(x, "durationMs")) return err(p, "missing field `durationMs`");
        if (!Object.prototype.hasOwnProperty.call(x, "numTurns")) return err(p, "missing field `numTurns`");
        if (!Object.prototype.hasOwnProperty.call(x, "totalCostUsd")) return err(p, "missing field `totalCostUsd`");
      }
      return undefined;
    }
    if (t688 === "permission_requested") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k766 of Object.keys(x)) {
          const v767 = x[k766];
          const q768 = key(p, k766);
          if (k766 === "type") {
            if (!(typeof v767 === "string")) return err(q768, "invalid type: " + kind(v767) + ", expected string");
            if (v767 !== "permission_requested") return err(q768, "invalid value: " + kind(v767) + ", expected the constant " + "\"permission_requested\"");
          }
          else if (k766 === "request") {
            { const e769 = v_PermissionRequest(v767, q768); if (e769) return e769; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "request")) return err(p, "missing field `request`");
      }
      return undefined;
    }
    if (t688 === "permission_resolved") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k770 of Object.keys(x)) {
          const v771 = x[k770];
          const q772 = key(p, k770);
          if (k770 === "type") {
            if (!(typeof v771 === "string")) return err(q772, "invalid type: " + kind(v771) + ", expected string");
            if (v771 !== "permission_resolved") return err(q772, "invalid value: " + kind(v771) + ", expected the constant " + "\"permission_resolved\"");
          }
          else if (k770 === "requestId") {
            if (!(typeof v771 === "string")) return err(q772, "invalid type: " + kind(v771) + ", expected string");
          }
          else if (k770 === "behavior") {
            { const e773 = v_PermissionBehavior(v771, q772); if (e773) return e773; }
          }
          else if (k770 === "resolvedBy") {
            { const e774 = v_PermissionDecisionSource(v771, q772); if (e774) return e774; }
          }
          else if (k770 === "message") {
            if (!(typeof v771 === "string")) return err(q772, "invalid type: " + kind(v771) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "requestId")) return err(p, "missing field `requestId`");
        if (!Object.prototype.hasOwnProperty.call(x, "behavior")) return err(p, "missing field `behavior`");
        if (!Object.prototype.hasOwnProperty.call(x, "resolvedBy")) return err(p, "missing field `resolvedBy`");
      }
      return undefined;
    }
    if (t688 === "execution_dispatched") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k775 of Object.keys(x)) {
          const v776 = x[k775];
          const q777 = key(p, k775);
          if (k775 === "type") {
            if (!(typeof v776 === "string")) return err(q777, "invalid type: " + kind(v776) + ", expected string");
            if (v776 !== "execution_dispatched") return err(q777, "invalid value: " + kind(v776) + ", expected the constant " + "\"execution_dispatched\"");
          }
          else if (k775 === "executionId") {
            if (!(typeof v776 === "string")) return err(q777, "invalid type: " + kind(v776) + ", expected string");
          }
          else if (k775 === "toolName") {
            if (!(typeof v776 === "string")) return err(q777, "invalid type: " + kind(v776) + ", expected string");
          }
          else if (k775 === "backend") {
            { const e778 = v_ToolExecutionBackend(v776, q777); if (e778) return e778; }
          }
          else if (k775 === "deferred") {
            if (!(typeof v776 === "boolean")) return err(q777, "invalid type: " + kind(v776) + ", expected boolean");
          }
          else if (k775 === "expiresAt") {
            if (!(Number.isInteger(v776))) return err(q777, "invalid type: " + kind(v776) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
        if (!Object.prototype.hasOwnProperty.call(x, "backend")) return err(p, "missing field `backend`");
      }
      return undefined;
    }
    if (t688 === "execution_result") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k779 of Object.keys(x)) {
          const v780 = x[k779];
          const q781 = key(p, k779);
          if (k779 === "type") {
            if (!(typeof v780 === "string")) return err(q781, "invalid type: " + kind(v780) + ", expected string");
            if (v780 !== "execution_result") return err(q781, "invalid value: " + kind(v780) + ", expected the constant " + "\"execution_result\"");
          }
          else if (k779 === "executionId") {
            if (!(typeof v780 === "string")) return err(q781, "invalid type: " + kind(v780) + ", expected string");
          }
          else if (k779 === "output") {
            { const e782 = v_ToolExecutionOutput(v780, q781); if (e782) return e782; }
          }
          else if (k779 === "logs") {
            if (!(Array.isArray(v780))) return err(q781, "invalid type: " + kind(v780) + ", expected array");
            if (Array.isArray(v780)) {
              for (let i783 = 0; i783 < v780.length; i783++) {
                const v784 = v780[i783];
                const q785 = q781 + "[" + i783 + "]";
                if (!(typeof v784 === "string")) return err(q785, "invalid type: " + kind(v784) + ", expected string");
              }
            }
          }
          else if (k779 === "durationMs") {
            if (!(Number.isInteger(v780))) return err(q781, "invalid type: " + kind(v780) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "output")) return err(p, "missing field `output`");
      }
      return undefined;
    }
    if (t688 === "execution_failed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k786 of Object.keys(x)) {
          const v787 = x[k786];
          const q788 = key(p, k786);
          if (k786 === "type") {
            if (!(typeof v787 === "string")) return err(q788, "invalid type: " + kind(v787) + ", expected string");
            if (v787 !== "execution_failed") return err(q788, "invalid value: " + kind(v787) + ", expected the constant " + "\"execution_failed\"");
          }
          else if (k786 === "executionId") {
            if (!(typeof v787 === "string")) return err(q788, "invalid type: " + kind(v787) + ", expected string");
          }
          else if (k786 === "reason") {
            if (!(typeof v787 === "string")) return err(q788, "invalid type: " + kind(v787) + ", expected string");
          }
          else if (k786 === "error") {
            if (!(typeof v787 === "string")) return err(q788, "invalid type: " + kind(v787) + ", expected string");
          }
          else if (k786 === "logs") {
            if (!(Array.isArray(v787))) return err(q788, "invalid type: " + kind(v787) + ", expected array");
            if (Array.isArray(v787)) {
              for (let i789 = 0; i789 < v787.length; i789++) {
                const v790 = v787[i789];
                const q791 = q788 + "[" + i789 + "]";
                if (!(typeof v790 === "string")) return err(q791, "invalid type: " + kind(v790) + ", expected string");
              }
            }
          }
          else if (k786 === "durationMs") {
            if (!(Number.isInteger(v787))) return err(q788, "invalid type: " + kind(v787) + ", expected integer");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
      }
      return undefined;
    }
    if (t688 === "file_delivered") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k792 of Object.keys(x)) {
          const v793 = x[k792];
          const q794 = key(p, k792);
          if (k792 === "type") {
            if (!(typeof v793 === "string")) return err(q794, "invalid type: " + kind(v793) + ", expected string");
            if (v793 !== "file_delivered") return err(q794, "invalid value: " + kind(v793) + ", expected the constant " + "\"file_delivered\"");
          }
          else if (k792 === "path") {
            if (!(typeof v793 === "string")) return err(q794, "invalid type: " + kind(v793) + ", expected string");
          }
          else if (k792 === "bytes") {
            if (!(Number.isInteger(v793))) return err(q794, "invalid type: " + kind(v793) + ", expected integer");
          }
          else if (k792 === "description") {
            if (!(typeof v793 === "string")) return err(q794, "invalid type: " + kind(v793) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
        if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
      }
      return undefined;
    }
    if (t688 === "sdk_event") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k795 of Object.keys(x)) {
          const v796 = x[k795];
          const q797 = key(p, k795);
          if (k795 === "type") {
            if (!(typeof v796 === "string")) return err(q797, "invalid type: " + kind(v796) + ", expected string");
            if (v796 !== "sdk_event") return err(q797, "invalid value: " + kind(v796) + ", expected the constant " + "\"sdk_event\"");
          }
          else if (k795 === "payload") {
            if (!(isObject(v796))) return err(q797, "invalid type: " + kind(v796) + ", expected object");
            if (isObject(v796)) {
              for (const k798 of Object.keys(v796)) {
                const v799 = v796[k798];
                const q800 = key(q797, k798);
                if (k798 === "type") {
                  if (!(typeof v799 === "string")) return err(q800, "invalid type: " + kind(v799) + ", expected string");
                }
              }
              if (!Object.prototype.hasOwnProperty.call(v796, "type")) return err(q797, "missing field `type`");
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "payload")) return err(p, "missing field `payload`");
      }
      return undefined;
    }
    if (t688 === "session_error") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k801 of Object.keys(x)) {
          const v802 = x[k801];
          const q803 = key(p, k801);
          if (k801 === "type") {
            if (!(typeof v802 === "string")) return err(q803, "invalid type: " + kind(v802) + ", expected string");
            if (v802 !== "session_error") return err(q803, "invalid value: " + kind(v802) + ", expected the constant " + "\"session_error\"");
          }
          else if (k801 === "message") {
            if (!(typeof v802 === "string")) return err(q803, "invalid type: " + kind(v802) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "message")) return err(p, "missing field `message`");
      }
      return undefined;
    }
    if (t688 === "session_closed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k804 of Object.keys(x)) {
          const v805 = x[k804];
          const q806 = key(p, k804);
          if (k804 === "type") {
            if (!(typeof v805 === "string")) return err(q806, "invalid type: " + kind(v805) + ", expected string");
            if (v805 !== "session_closed") return err(q806, "invalid value: " + kind(v805) + ", expected the constant " + "\"session_closed\"");
          }
          else if (k804 === "reason") {
            { const e807 = v_CloseReason(v805, q806); if (e807) return e807; }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
      }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t688) + ", expected one of `system_init`, `status_changed`, `capabilities`, `model_changed`, `permission_mode_changed`, `context_usage`, `rate_limit`, `plan_info`, `assistant_message`, `user_message`, `stream_delta`, `turn_result`, `permission_requested`, `permission_resolved`, `execution_dispatched`, `execution_result`, `execution_failed`, `file_delivered`, `sdk_event`, `session_error`, `session_closed`");
  })();
  if (e687) return e687;
  return undefined;
}

function v_SessionFileInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k808 of Object.keys(x)) {
      const v809 = x[k808];
      const q810 = key(p, k808);
      if (k808 === "path") {
        if (!(typeof v809 === "string")) return err(q810, "invalid type: " + kind(v809) + ", expected string");
      }
      else if (k808 === "bytes") {
        if (!(Number.isInteger(v809))) return err(q810, "invalid type: " + kind(v809) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
  }
  return undefined;
}

function v_SessionInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k811 of Object.keys(x)) {
      const v812 = x[k811];
      const q813 = key(p, k811);
      if (k811 === "id") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
      else if (k811 === "sdkSessionId") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
      else if (k811 === "status") {
        { const e814 = v_SessionStatus(v812, q813); if (e814) return e814; }
      }
      else if (k811 === "cwd") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
      else if (k811 === "profile") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
      else if (k811 === "engine") {
        { const e815 = v_ProfileEngine(v812, q813); if (e815) return e815; }
      }
      else if (k811 === "capabilities") {
        { const e816 = v_EngineCapabilities(v812, q813); if (e816) return e816; }
      }
      else if (k811 === "model") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
      else if (k811 === "permissionMode") {
        { const e817 = v_PermissionMode(v812, q813); if (e817) return e817; }
      }
      else if (k811 === "canBypassPermissions") {
        if (!(typeof v812 === "boolean")) return err(q813, "invalid type: " + kind(v812) + ", expected boolean");
      }
      else if (k811 === "apiKeySource") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
      else if (k811 === "createdAt") {
        if (!(Number.isInteger(v812))) return err(q813, "invalid type: " + kind(v812) + ", expected integer");
      }
      else if (k811 === "lastSeq") {
        if (!(Number.isInteger(v812))) return err(q813, "invalid type: " + kind(v812) + ", expected integer");
      }
      else if (k811 === "pendingPermissionCount") {
        if (!(Number.isInteger(v812))) return err(q813, "invalid type: " + kind(v812) + ", expected integer");
      }
      else if (k811 === "meta") {
        if (!(isObject(v812))) return err(q813, "invalid type: " + kind(v812) + ", expected object");
      }
      else if (k811 === "title") {
        if (!(typeof v812 === "string")) return err(q813, "invalid type: " + kind(v812) + ", expected string");
      }
      else if (k811 === "totalCostUsd") {
        if (!(typeof v812 === "number")) return err(q813, "invalid type: " + kind(v812) + ", expected number");
      }
      else if (k811 === "numTurns") {
        if (!(Number.isInteger(v812))) return err(q813, "invalid type: " + kind(v812) + ", expected integer");
      }
      else if (k811 === "lastActivityAt") {
        if (!(Number.isInteger(v812))) return err(q813, "invalid type: " + kind(v812) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "cwd")) return err(p, "missing field `cwd`");
    if (!Object.prototype.hasOwnProperty.call(x, "createdAt")) return err(p, "missing field `createdAt`");
    if (!Object.prototype.hasOwnProperty.call(x, "lastSeq")) return err(p, "missing field `lastSeq`");
    if (!Object.prototype.hasOwnProperty.call(x, "pendingPermissionCount")) return err(p, "missing field `pendingPermissionCount`");
  }
  return undefined;
}

function v_SessionNotification(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k818 of Object.keys(x)) {
      const v819 = x[k818];
      const q820 = key(p, k818);
      if (k818 === "type") {
        { const e821 = v_SessionNotificationType(v819, q820); if (e821) return e821; }
      }
      else if (k818 === "sessionId") {
        if (!(typeof v819 === "string")) return err(q820, "invalid type: " + kind(v819) + ", expected string");
      }
      else if (k818 === "session") {
        { const e822 = v_SessionInfo(v819, q820); if (e822) return e822; }
      }
      else if (k818 === "seq") {
        if (!(Number.isInteger(v819))) return err(q820, "invalid type: " + kind(v819) + ", expected integer");
      }
      else if (k818 === "ts") {
        if (!(Number.isInteger(v819))) return err(q820, "invalid type: " + kind(v819) + ", expected integer");
      }
      else if (k818 === "preview") {
        if (!(typeof v819 === "string")) return err(q820, "invalid type: " + kind(v819) + ", expected string");
      }
      else if (k818 === "request") {
        { const e823 = v_PermissionRequest(v819, q820); if (e823) return e823; }
      }
      else if (k818 === "result") {
        { const e824 = v_NotificationTurnResult(v819, q820); if (e824) return e824; }
      }
      else if (k818 === "reason") {
        { const e825 = v_CloseReason(v819, q820); if (e825) return e825; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "session")) return err(p, "missing field `session`");
    if (!Object.prototype.hasOwnProperty.call(x, "seq")) return err(p, "missing field `seq`");
    if (!Object.prototype.hasOwnProperty.call(x, "ts")) return err(p, "missing field `ts`");
  }
  return undefined;
}

function v_SessionNotificationType(x, p) {
  const e826 = (() => {
    {
      const u827 = [];
      const b828 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_requested") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"permission_requested\"");
        return undefined;
      })();
      if (b828 === undefined) return undefined;
      u827.push(b828);
      const b829 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "turn_completed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"turn_completed\"");
        return undefined;
      })();
      if (b829 === undefined) return undefined;
      u827.push(b829);
      const b830 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "session_error") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"session_error\"");
        return undefined;
      })();
      if (b830 === undefined) return undefined;
      u827.push(b830);
      const b831 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "session_closed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"session_closed\"");
        return undefined;
      })();
      if (b831 === undefined) return undefined;
      u827.push(b831);
      return u827.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e826) return e826;
  return undefined;
}

function v_SessionStatus(x, p) {
  const e832 = (() => {
    {
      const u833 = [];
      const b834 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "starting") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"starting\"");
        return undefined;
      })();
      if (b834 === undefined) return undefined;
      u833.push(b834);
      const b835 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "running") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"running\"");
        return undefined;
      })();
      if (b835 === undefined) return undefined;
      u833.push(b835);
      const b836 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "awaiting_approval") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"awaiting_approval\"");
        return undefined;
      })();
      if (b836 === undefined) return undefined;
      u833.push(b836);
      const b837 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "idle") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"idle\"");
        return undefined;
      })();
      if (b837 === undefined) return undefined;
      u833.push(b837);
      const b838 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "parked") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"parked\"");
        return undefined;
      })();
      if (b838 === undefined) return undefined;
      u833.push(b838);
      const b839 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b839 === undefined) return undefined;
      u833.push(b839);
      const b840 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "closed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"closed\"");
        return undefined;
      })();
      if (b840 === undefined) return undefined;
      u833.push(b840);
      return u833.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e832) return e832;
  return undefined;
}

function v_SessionWebhookConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k841 of Object.keys(x)) {
      const v842 = x[k841];
      const q843 = key(p, k841);
      if (k841 === "url") {
        if (!(typeof v842 === "string")) return err(q843, "invalid type: " + kind(v842) + ", expected string");
      }
      else if (k841 === "headers") {
        if (!(isObject(v842))) return err(q843, "invalid type: " + kind(v842) + ", expected object");
        if (isObject(v842)) {
          for (const k844 of Object.keys(v842)) {
            const v845 = v842[k844];
            const q846 = key(q843, k844);
            {
              if (!(typeof v845 === "string")) return err(q846, "invalid type: " + kind(v845) + ", expected string");
            }
          }
        }
      }
      else if (k841 === "events") {
        if (!(Array.isArray(v842))) return err(q843, "invalid type: " + kind(v842) + ", expected array");
        if (Array.isArray(v842)) {
          for (let i847 = 0; i847 < v842.length; i847++) {
            const v848 = v842[i847];
            const q849 = q843 + "[" + i847 + "]";
            { const e850 = v_SessionNotificationType(v848, q849); if (e850) return e850; }
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "url")) return err(p, "missing field `url`");
  }
  return undefined;
}

function v_SettingSource(x, p) {
  const e851 = (() => {
    {
      const u852 = [];
      const b853 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "user") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"user\"");
        return undefined;
      })();
      if (b853 === undefined) return undefined;
      u852.push(b853);
      const b854 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "project") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"project\"");
        return undefined;
      })();
      if (b854 === undefined) return undefined;
      u852.push(b854);
      const b855 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "local") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"local\"");
        return undefined;
      })();
      if (b855 === undefined) return undefined;
      u852.push(b855);
      return u852.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e851) return e851;
  return undefined;
}

function v_SlashCommandInfo(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k856 of Object.keys(x)) {
      const v857 = x[k856];
      const q858 = key(p, k856);
      if (k856 === "name") {
        if (!(typeof v857 === "string")) return err(q858, "invalid type: " + kind(v857) + ", expected string");
      }
      else if (k856 === "description") {
        if (!(typeof v857 === "string")) return err(q858, "invalid type: " + kind(v857) + ", expected string");
      }
      else if (k856 === "argumentHint") {
        if (!(typeof v857 === "string")) return err(q858, "invalid type: " + kind(v857) + ", expected string");
      }
      else if (k856 === "aliases") {
        if (!(Array.isArray(v857))) return err(q858, "invalid type: " + kind(v857) + ", expected array");
        if (Array.isArray(v857)) {
          for (let i859 = 0; i859 < v857.length; i859++) {
            const v860 = v857[i859];
            const q861 = q858 + "[" + i859 + "]";
            if (!(typeof v860 === "string")) return err(q861, "invalid type: " + kind(v860) + ", expected string");
          }
        }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
  }
  return undefined;
}

function v_StreamingGranularity(x, p) {
  const e862 = (() => {
    {
      const u863 = [];
      const b864 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "token") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"token\"");
        return undefined;
      })();
      if (b864 === undefined) return undefined;
      u863.push(b864);
      const b865 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "item") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"item\"");
        return undefined;
      })();
      if (b865 === undefined) return undefined;
      u863.push(b865);
      const b866 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "none") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"none\"");
        return undefined;
      })();
      if (b866 === undefined) return undefined;
      u863.push(b866);
      return u863.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e862) return e862;
  return undefined;
}

function v_SubmitExecutionResultRequest(x, p) {
  const e867 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `status`");
    if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
    const t868 = x["status"];
    if (t868 === "ok") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k869 of Object.keys(x)) {
          const v870 = x[k869];
          const q871 = key(p, k869);
          if (k869 === "status") {
            if (!(typeof v870 === "string")) return err(q871, "invalid type: " + kind(v870) + ", expected string");
            if (v870 !== "ok") return err(q871, "invalid value: " + kind(v870) + ", expected the constant " + "\"ok\"");
          }
          else if (k869 === "output") {
            { const e872 = v_ToolExecutionOutput(v870, q871); if (e872) return e872; }
          }
          else if (k869 === "logs") {
            if (!(Array.isArray(v870))) return err(q871, "invalid type: " + kind(v870) + ", expected array");
            if (Array.isArray(v870)) {
              for (let i873 = 0; i873 < v870.length; i873++) {
                const v874 = v870[i873];
                const q875 = q871 + "[" + i873 + "]";
                if (!(typeof v874 === "string")) return err(q875, "invalid type: " + kind(v874) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
        if (!Object.prototype.hasOwnProperty.call(x, "output")) return err(p, "missing field `output`");
      }
      return undefined;
    }
    if (t868 === "failed") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k876 of Object.keys(x)) {
          const v877 = x[k876];
          const q878 = key(p, k876);
          if (k876 === "status") {
            if (!(typeof v877 === "string")) return err(q878, "invalid type: " + kind(v877) + ", expected string");
            if (v877 !== "failed") return err(q878, "invalid value: " + kind(v877) + ", expected the constant " + "\"failed\"");
          }
          else if (k876 === "reason") {
            if (!(typeof v877 === "string")) return err(q878, "invalid type: " + kind(v877) + ", expected string");
          }
          else if (k876 === "error") {
            if (!(typeof v877 === "string")) return err(q878, "invalid type: " + kind(v877) + ", expected string");
          }
          else if (k876 === "logs") {
            if (!(Array.isArray(v877))) return err(q878, "invalid type: " + kind(v877) + ", expected array");
            if (Array.isArray(v877)) {
              for (let i879 = 0; i879 < v877.length; i879++) {
                const v880 = v877[i879];
                const q881 = q878 + "[" + i879 + "]";
                if (!(typeof v880 === "string")) return err(q881, "invalid type: " + kind(v880) + ", expected string");
              }
            }
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "status")) return err(p, "missing field `status`");
        if (!Object.prototype.hasOwnProperty.call(x, "reason")) return err(p, "missing field `reason`");
        if (!Object.prototype.hasOwnProperty.call(x, "error")) return err(p, "missing field `error`");
      }
      return undefined;
    }
    return err(key(p, "status"), "unknown variant " + kind(t868) + ", expected one of `ok`, `failed`");
  })();
  if (e867) return e867;
  return undefined;
}

function v_SubmitExecutionResultResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k882 of Object.keys(x)) {
      const v883 = x[k882];
      const q884 = key(p, k882);
      if (k882 === "applied") {
        if (!(typeof v883 === "boolean")) return err(q884, "invalid type: " + kind(v883) + ", expected boolean");
      }
      else if (k882 === "sessionId") {
        if (!(typeof v883 === "string")) return err(q884, "invalid type: " + kind(v883) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "applied")) return err(p, "missing field `applied`");
    if (!Object.prototype.hasOwnProperty.call(x, "sessionId")) return err(p, "missing field `sessionId`");
  }
  return undefined;
}

function v_TextBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k885 of Object.keys(x)) {
      const v886 = x[k885];
      const q887 = key(p, k885);
      if (k885 === "type") {
        if (!(typeof v886 === "string")) return err(q887, "invalid type: " + kind(v886) + ", expected string");
        if (v886 !== "text") return err(q887, "invalid value: " + kind(v886) + ", expected the constant " + "\"text\"");
      }
      else if (k885 === "text") {
        if (!(typeof v886 === "string")) return err(q887, "invalid type: " + kind(v886) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "text")) return err(p, "missing field `text`");
  }
  return undefined;
}

function v_ThinkingBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k888 of Object.keys(x)) {
      const v889 = x[k888];
      const q890 = key(p, k888);
      if (k888 === "type") {
        if (!(typeof v889 === "string")) return err(q890, "invalid type: " + kind(v889) + ", expected string");
        if (v889 !== "thinking") return err(q890, "invalid value: " + kind(v889) + ", expected the constant " + "\"thinking\"");
      }
      else if (k888 === "thinking") {
        if (!(typeof v889 === "string")) return err(q890, "invalid type: " + kind(v889) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "thinking")) return err(p, "missing field `thinking`");
  }
  return undefined;
}

function v_ToolCallLimits(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k891 of Object.keys(x)) {
      const v892 = x[k891];
      const q893 = key(p, k891);
      if (k891 === "timeoutMs") {
        if (!(Number.isInteger(v892))) return err(q893, "invalid type: " + kind(v892) + ", expected integer");
      }
      else if (k891 === "memoryLimitBytes") {
        if (!(Number.isInteger(v892))) return err(q893, "invalid type: " + kind(v892) + ", expected integer");
      }
    }
  }
  return undefined;
}

function v_ToolCallRequestFrame(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k894 of Object.keys(x)) {
      const v895 = x[k894];
      const q896 = key(p, k894);
      if (k894 === "type") {
        if (!(typeof v895 === "string")) return err(q896, "invalid type: " + kind(v895) + ", expected string");
        if (v895 !== "tool_call_request") return err(q896, "invalid value: " + kind(v895) + ", expected the constant " + "\"tool_call_request\"");
      }
      else if (k894 === "executionId") {
        if (!(typeof v895 === "string")) return err(q896, "invalid type: " + kind(v895) + ", expected string");
      }
      else if (k894 === "toolName") {
        if (!(typeof v895 === "string")) return err(q896, "invalid type: " + kind(v895) + ", expected string");
      }
      else if (k894 === "input") {
      }
      else if (k894 === "vfsSeed") {
        if (!(isObject(v895))) return err(q896, "invalid type: " + kind(v895) + ", expected object");
        if (isObject(v895)) {
          for (const k897 of Object.keys(v895)) {
            const v898 = v895[k897];
            const q899 = key(q896, k897);
            {
              if (!(typeof v898 === "string")) return err(q899, "invalid type: " + kind(v898) + ", expected string");
            }
          }
        }
      }
      else if (k894 === "limits") {
        { const e900 = v_ToolCallLimits(v895, q896); if (e900) return e900; }
      }
      else if (k894 === "expiresAt") {
        if (!(Number.isInteger(v895))) return err(q896, "invalid type: " + kind(v895) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "executionId")) return err(p, "missing field `executionId`");
    if (!Object.prototype.hasOwnProperty.call(x, "toolName")) return err(p, "missing field `toolName`");
    if (!Object.prototype.hasOwnProperty.call(x, "input")) return err(p, "missing field `input`");
  }
  return undefined;
}

function v_ToolExecutionBackend(x, p) {
  const e901 = (() => {
    {
      const u902 = [];
      const b903 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "server") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"server\"");
        return undefined;
      })();
      if (b903 === undefined) return undefined;
      u902.push(b903);
      const b904 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "browser") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"browser\"");
        return undefined;
      })();
      if (b904 === undefined) return undefined;
      u902.push(b904);
      const b905 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "managed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"managed\"");
        return undefined;
      })();
      if (b905 === undefined) return undefined;
      u902.push(b905);
      const b906 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "remote") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"remote\"");
        return undefined;
      })();
      if (b906 === undefined) return undefined;
      u902.push(b906);
      return u902.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e901) return e901;
  return undefined;
}

function v_ToolExecutionOutput(x, p) {
  const e907 = (() => {
    if (!isObject(x)) return err(p, "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    const t908 = x["type"];
    if (t908 === "text") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k909 of Object.keys(x)) {
          const v910 = x[k909];
          const q911 = key(p, k909);
          if (k909 === "type") {
            if (!(typeof v910 === "string")) return err(q911, "invalid type: " + kind(v910) + ", expected string");
            if (v910 !== "text") return err(q911, "invalid value: " + kind(v910) + ", expected the constant " + "\"text\"");
          }
          else if (k909 === "value") {
            if (!(typeof v910 === "string")) return err(q911, "invalid type: " + kind(v910) + ", expected string");
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
      }
      return undefined;
    }
    if (t908 === "json") {
      if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
      if (isObject(x)) {
        for (const k912 of Object.keys(x)) {
          const v913 = x[k912];
          const q914 = key(p, k912);
          if (k912 === "type") {
            if (!(typeof v913 === "string")) return err(q914, "invalid type: " + kind(v913) + ", expected string");
            if (v913 !== "json") return err(q914, "invalid value: " + kind(v913) + ", expected the constant " + "\"json\"");
          }
          else if (k912 === "value") {
          }
        }
        if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
        if (!Object.prototype.hasOwnProperty.call(x, "value")) return err(p, "missing field `value`");
      }
      return undefined;
    }
    return err(key(p, "type"), "unknown variant " + kind(t908) + ", expected one of `text`, `json`");
  })();
  if (e907) return e907;
  return undefined;
}

function v_ToolExecutionStatus(x, p) {
  const e915 = (() => {
    {
      const u916 = [];
      const b917 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "pending") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"pending\"");
        return undefined;
      })();
      if (b917 === undefined) return undefined;
      u916.push(b917);
      const b918 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "deferred") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"deferred\"");
        return undefined;
      })();
      if (b918 === undefined) return undefined;
      u916.push(b918);
      const b919 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "settled") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"settled\"");
        return undefined;
      })();
      if (b919 === undefined) return undefined;
      u916.push(b919);
      const b920 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b920 === undefined) return undefined;
      u916.push(b920);
      return u916.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e915) return e915;
  return undefined;
}

function v_ToolResultBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k921 of Object.keys(x)) {
      const v922 = x[k921];
      const q923 = key(p, k921);
      if (k921 === "type") {
        if (!(typeof v922 === "string")) return err(q923, "invalid type: " + kind(v922) + ", expected string");
        if (v922 !== "tool_result") return err(q923, "invalid value: " + kind(v922) + ", expected the constant " + "\"tool_result\"");
      }
      else if (k921 === "tool_use_id") {
        if (!(typeof v922 === "string")) return err(q923, "invalid type: " + kind(v922) + ", expected string");
      }
      else if (k921 === "content") {
        { const e924 = v_ToolResultContent(v922, q923); if (e924) return e924; }
      }
      else if (k921 === "is_error") {
        if (!(typeof v922 === "boolean")) return err(q923, "invalid type: " + kind(v922) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "tool_use_id")) return err(p, "missing field `tool_use_id`");
  }
  return undefined;
}

function v_ToolResultContent(x, p) {
  const e925 = (() => {
    {
      const u926 = [];
      const b927 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        return undefined;
      })();
      if (b927 === undefined) return undefined;
      u926.push(b927);
      const b928 = (() => {
        if (!(Array.isArray(x))) return err(p, "invalid type: " + kind(x) + ", expected array");
        if (Array.isArray(x)) {
          for (let i929 = 0; i929 < x.length; i929++) {
            const v930 = x[i929];
            const q931 = p + "[" + i929 + "]";
            { const e932 = v_ToolResultContentItem(v930, q931); if (e932) return e932; }
          }
        }
        return undefined;
      })();
      if (b928 === undefined) return undefined;
      u926.push(b928);
      return u926.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e925) return e925;
  return undefined;
}

function v_ToolResultContentItem(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k933 of Object.keys(x)) {
      const v934 = x[k933];
      const q935 = key(p, k933);
      if (k933 === "type") {
        if (!(typeof v934 === "string")) return err(q935, "invalid type: " + kind(v934) + ", expected string");
      }
      else if (k933 === "text") {
        if (!(typeof v934 === "string")) return err(q935, "invalid type: " + kind(v934) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
  }
  return undefined;
}

function v_ToolUseBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k936 of Object.keys(x)) {
      const v937 = x[k936];
      const q938 = key(p, k936);
      if (k936 === "type") {
        if (!(typeof v937 === "string")) return err(q938, "invalid type: " + kind(v937) + ", expected string");
        if (v937 !== "tool_use") return err(q938, "invalid value: " + kind(v937) + ", expected the constant " + "\"tool_use\"");
      }
      else if (k936 === "id") {
        if (!(typeof v937 === "string")) return err(q938, "invalid type: " + kind(v937) + ", expected string");
      }
      else if (k936 === "name") {
        if (!(typeof v937 === "string")) return err(q938, "invalid type: " + kind(v937) + ", expected string");
      }
      else if (k936 === "input") {
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
    if (!Object.prototype.hasOwnProperty.call(x, "id")) return err(p, "missing field `id`");
    if (!Object.prototype.hasOwnProperty.call(x, "name")) return err(p, "missing field `name`");
    if (!Object.prototype.hasOwnProperty.call(x, "input")) return err(p, "missing field `input`");
  }
  return undefined;
}

function v_TurnResultSubtype(x, p) {
  const e939 = (() => {
    {
      const u940 = [];
      const b941 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "success") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"success\"");
        return undefined;
      })();
      if (b941 === undefined) return undefined;
      u940.push(b941);
      const b942 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_during_execution") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error_during_execution\"");
        return undefined;
      })();
      if (b942 === undefined) return undefined;
      u940.push(b942);
      const b943 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_turns") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_turns\"");
        return undefined;
      })();
      if (b943 === undefined) return undefined;
      u940.push(b943);
      const b944 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_budget_usd") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_budget_usd\"");
        return undefined;
      })();
      if (b944 === undefined) return undefined;
      u940.push(b944);
      const b945 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_structured_output_retries") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_structured_output_retries\"");
        return undefined;
      })();
      if (b945 === undefined) return undefined;
      u940.push(b945);
      return u940.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e939) return e939;
  return undefined;
}

function v_UnknownBlock(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k946 of Object.keys(x)) {
      const v947 = x[k946];
      const q948 = key(p, k946);
      if (k946 === "type") {
        if (!(typeof v947 === "string")) return err(q948, "invalid type: " + kind(v947) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "type")) return err(p, "missing field `type`");
  }
  return undefined;
}

function v_UpdateProfileRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k949 of Object.keys(x)) {
      const v950 = x[k949];
      const q951 = key(p, k949);
      if (k949 === "engine") {
        const e952 = (() => {
          {
            const u953 = [];
            const b954 = (() => {
              { const e955 = v_ProfileEngine(v950, q951); if (e955) return e955; }
              return undefined;
            })();
            if (b954 === undefined) return undefined;
            u953.push(b954);
            const b956 = (() => {
              if (!(v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected null");
              return undefined;
            })();
            if (b956 === undefined) return undefined;
            u953.push(b956);
            return u953.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e952) return e952;
      }
      else if (k949 === "configDir") {
        if (!(typeof v950 === "string" || v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected string or null");
      }
      else if (k949 === "codexHome") {
        if (!(typeof v950 === "string" || v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected string or null");
      }
      else if (k949 === "provider") {
        const e957 = (() => {
          {
            const u958 = [];
            const b959 = (() => {
              { const e960 = v_ProviderConfig(v950, q951); if (e960) return e960; }
              return undefined;
            })();
            if (b959 === undefined) return undefined;
            u958.push(b959);
            const b961 = (() => {
              if (!(v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected null");
              return undefined;
            })();
            if (b961 === undefined) return undefined;
            u958.push(b961);
            return u958.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e957) return e957;
      }
      else if (k949 === "description") {
        if (!(typeof v950 === "string" || v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected string or null");
      }
      else if (k949 === "defaults") {
        const e962 = (() => {
          {
            const u963 = [];
            const b964 = (() => {
              { const e965 = v_ProfileDefaults(v950, q951); if (e965) return e965; }
              return undefined;
            })();
            if (b964 === undefined) return undefined;
            u963.push(b964);
            const b966 = (() => {
              if (!(v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected null");
              return undefined;
            })();
            if (b966 === undefined) return undefined;
            u963.push(b966);
            return u963.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e962) return e962;
      }
      else if (k949 === "session") {
        const e967 = (() => {
          {
            const u968 = [];
            const b969 = (() => {
              { const e970 = v_ProfileSessionDefaults(v950, q951); if (e970) return e970; }
              return undefined;
            })();
            if (b969 === undefined) return undefined;
            u968.push(b969);
            const b971 = (() => {
              if (!(v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected null");
              return undefined;
            })();
            if (b971 === undefined) return undefined;
            u968.push(b971);
            return u968.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e967) return e967;
      }
      else if (k949 === "models") {
        if (!(Array.isArray(v950) || v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected array or null");
        if (Array.isArray(v950)) {
          for (let i972 = 0; i972 < v950.length; i972++) {
            const v973 = v950[i972];
            const q974 = q951 + "[" + i972 + "]";
            { const e975 = v_ModelOption(v973, q974); if (e975) return e975; }
          }
        }
      }
      else if (k949 === "defaultModel") {
        if (!(typeof v950 === "string" || v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected string or null");
      }
      else if (k949 === "capabilities") {
        const e976 = (() => {
          {
            const u977 = [];
            const b978 = (() => {
              { const e979 = v_EngineCapabilities(v950, q951); if (e979) return e979; }
              return undefined;
            })();
            if (b978 === undefined) return undefined;
            u977.push(b978);
            const b980 = (() => {
              if (!(v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected null");
              return undefined;
            })();
            if (b980 === undefined) return undefined;
            u977.push(b980);
            return u977.reduce((a, b) => (b.path.length > a.path.length ? b : a));
          }
        })();
        if (e976) return e976;
      }
      else if (k949 === "available") {
        if (!(typeof v950 === "boolean" || v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected boolean or null");
      }
      else if (k949 === "unavailableReason") {
        if (!(typeof v950 === "string" || v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected string or null");
      }
      else if (k949 === "managed") {
        if (!(typeof v950 === "boolean" || v950 === null)) return err(q951, "invalid type: " + kind(v950) + ", expected boolean or null");
      }
    }
  }
  return undefined;
}

function v_UploadAttachmentResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k981 of Object.keys(x)) {
      const v982 = x[k981];
      const q983 = key(p, k981);
      if (k981 === "attachment") {
        { const e984 = v_MessageAttachment(v982, q983); if (e984) return e984; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "attachment")) return err(p, "missing field `attachment`");
  }
  return undefined;
}

function v_UserQuestion(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k985 of Object.keys(x)) {
      const v986 = x[k985];
      const q987 = key(p, k985);
      if (k985 === "question") {
        if (!(typeof v986 === "string")) return err(q987, "invalid type: " + kind(v986) + ", expected string");
      }
      else if (k985 === "header") {
        if (!(typeof v986 === "string")) return err(q987, "invalid type: " + kind(v986) + ", expected string");
      }
      else if (k985 === "options") {
        if (!(Array.isArray(v986))) return err(q987, "invalid type: " + kind(v986) + ", expected array");
        if (Array.isArray(v986)) {
          for (let i988 = 0; i988 < v986.length; i988++) {
            const v989 = v986[i988];
            const q990 = q987 + "[" + i988 + "]";
            { const e991 = v_UserQuestionOption(v989, q990); if (e991) return e991; }
          }
        }
      }
      else if (k985 === "multiSelect") {
        if (!(typeof v986 === "boolean")) return err(q987, "invalid type: " + kind(v986) + ", expected boolean");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "question")) return err(p, "missing field `question`");
    if (!Object.prototype.hasOwnProperty.call(x, "header")) return err(p, "missing field `header`");
    if (!Object.prototype.hasOwnProperty.call(x, "options")) return err(p, "missing field `options`");
  }
  return undefined;
}

function v_UserQuestionOption(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k992 of Object.keys(x)) {
      const v993 = x[k992];
      const q994 = key(p, k992);
      if (k992 === "label") {
        if (!(typeof v993 === "string")) return err(q994, "invalid type: " + kind(v993) + ", expected string");
      }
      else if (k992 === "description") {
        if (!(typeof v993 === "string")) return err(q994, "invalid type: " + kind(v993) + ", expected string");
      }
      else if (k992 === "preview") {
        if (!(typeof v993 === "string")) return err(q994, "invalid type: " + kind(v993) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "label")) return err(p, "missing field `label`");
  }
  return undefined;
}

function v_WebhookConfig(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k995 of Object.keys(x)) {
      const v996 = x[k995];
      const q997 = key(p, k995);
      if (k995 === "url") {
        if (!(typeof v996 === "string")) return err(q997, "invalid type: " + kind(v996) + ", expected string");
      }
      else if (k995 === "headers") {
        if (!(isObject(v996))) return err(q997, "invalid type: " + kind(v996) + ", expected object");
        if (isObject(v996)) {
          for (const k998 of Object.keys(v996)) {
            const v999 = v996[k998];
            const q1000 = key(q997, k998);
            {
              if (!(typeof v999 === "string")) return err(q1000, "invalid type: " + kind(v999) + ", expected string");
            }
          }
        }
      }
      else if (k995 === "progress") {
        { const e1001 = v_WebhookProgress(v996, q997); if (e1001) return e1001; }
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "url")) return err(p, "missing field `url`");
  }
  return undefined;
}

function v_WebhookProgress(x, p) {
  const e1002 = (() => {
    {
      const u1003 = [];
      const b1004 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "messages") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"messages\"");
        return undefined;
      })();
      if (b1004 === undefined) return undefined;
      u1003.push(b1004);
      const b1005 = (() => {
        if (!(typeof x === "string")) return err(p, "invalid type: " + kind(x) + ", expected string");
        if (x !== "completion") return err(p, "invalid value: " + kind(x) + ", expected the constant " + "\"completion\"");
        return undefined;
      })();
      if (b1005 === undefined) return undefined;
      u1003.push(b1005);
      return u1003.reduce((a, b) => (b.path.length > a.path.length ? b : a));
    }
  })();
  if (e1002) return e1002;
  return undefined;
}

function v_WriteHostFileRequest(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1006 of Object.keys(x)) {
      const v1007 = x[k1006];
      const q1008 = key(p, k1006);
      if (k1006 === "path") {
        if (!(typeof v1007 === "string")) return err(q1008, "invalid type: " + kind(v1007) + ", expected string");
      }
      else if (k1006 === "content") {
        if (!(typeof v1007 === "string")) return err(q1008, "invalid type: " + kind(v1007) + ", expected string");
      }
      else if (k1006 === "encoding") {
        { const e1009 = v_FileEncoding(v1007, q1008); if (e1009) return e1009; }
      }
      else if (k1006 === "expectedHash") {
        if (!(typeof v1007 === "string")) return err(q1008, "invalid type: " + kind(v1007) + ", expected string");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "content")) return err(p, "missing field `content`");
  }
  return undefined;
}

function v_WriteHostFileResponse(x, p) {
  if (!(isObject(x))) return err(p, "invalid type: " + kind(x) + ", expected object");
  if (isObject(x)) {
    for (const k1010 of Object.keys(x)) {
      const v1011 = x[k1010];
      const q1012 = key(p, k1010);
      if (k1010 === "path") {
        if (!(typeof v1011 === "string")) return err(q1012, "invalid type: " + kind(v1011) + ", expected string");
      }
      else if (k1010 === "bytes") {
        if (!(Number.isInteger(v1011))) return err(q1012, "invalid type: " + kind(v1011) + ", expected integer");
      }
      else if (k1010 === "hash") {
        if (!(typeof v1011 === "string")) return err(q1012, "invalid type: " + kind(v1011) + ", expected string");
      }
      else if (k1010 === "modifiedAt") {
        if (!(Number.isInteger(v1011))) return err(q1012, "invalid type: " + kind(v1011) + ", expected integer");
      }
    }
    if (!Object.prototype.hasOwnProperty.call(x, "path")) return err(p, "missing field `path`");
    if (!Object.prototype.hasOwnProperty.call(x, "bytes")) return err(p, "missing field `bytes`");
    if (!Object.prototype.hasOwnProperty.call(x, "hash")) return err(p, "missing field `hash`");
    if (!Object.prototype.hasOwnProperty.call(x, "modifiedAt")) return err(p, "missing field `modifiedAt`");
  }
  return undefined;
}

/** Validates a value as a `ApiMessage`. */
export function validateApiMessage(value) {
  return result(v_ApiMessage(value, ""), value);
}

/** Whether a value is a `ApiMessage`. */
export function isApiMessage(value) {
  return v_ApiMessage(value, "") === undefined;
}

/** Validates a value as a `AttachedFrame`. */
export function validateAttachedFrame(value) {
  return result(v_AttachedFrame(value, ""), value);
}

/** Whether a value is a `AttachedFrame`. */
export function isAttachedFrame(value) {
  return v_AttachedFrame(value, "") === undefined;
}

/** Validates a value as a `ClientFrame`. */
export function validateClientFrame(value) {
  return result(v_ClientFrame(value, ""), value);
}

/** Whether a value is a `ClientFrame`. */
export function isClientFrame(value) {
  return v_ClientFrame(value, "") === undefined;
}

/** Validates a value as a `ContentBlock`. */
export function validateContentBlock(value) {
  return result(v_ContentBlock(value, ""), value);
}

/** Whether a value is a `ContentBlock`. */
export function isContentBlock(value) {
  return v_ContentBlock(value, "") === undefined;
}

/** Validates a value as a `ContextUsage`. */
export function validateContextUsage(value) {
  return result(v_ContextUsage(value, ""), value);
}

/** Whether a value is a `ContextUsage`. */
export function isContextUsage(value) {
  return v_ContextUsage(value, "") === undefined;
}

/** Validates a value as a `ContextUsageCategory`. */
export function validateContextUsageCategory(value) {
  return result(v_ContextUsageCategory(value, ""), value);
}

/** Whether a value is a `ContextUsageCategory`. */
export function isContextUsageCategory(value) {
  return v_ContextUsageCategory(value, "") === undefined;
}

/** Validates a value as a `CreateJobRequest`. */
export function validateCreateJobRequest(value) {
  return result(v_CreateJobRequest(value, ""), value);
}

/** Whether a value is a `CreateJobRequest`. */
export function isCreateJobRequest(value) {
  return v_CreateJobRequest(value, "") === undefined;
}

/** Validates a value as a `CreateJobResponse`. */
export function validateCreateJobResponse(value) {
  return result(v_CreateJobResponse(value, ""), value);
}

/** Whether a value is a `CreateJobResponse`. */
export function isCreateJobResponse(value) {
  return v_CreateJobResponse(value, "") === undefined;
}

/** Validates a value as a `CreateProfileRequest`. */
export function validateCreateProfileRequest(value) {
  return result(v_CreateProfileRequest(value, ""), value);
}

/** Whether a value is a `CreateProfileRequest`. */
export function isCreateProfileRequest(value) {
  return v_CreateProfileRequest(value, "") === undefined;
}

/** Validates a value as a `CreateSessionRequest`. */
export function validateCreateSessionRequest(value) {
  return result(v_CreateSessionRequest(value, ""), value);
}

/** Whether a value is a `CreateSessionRequest`. */
export function isCreateSessionRequest(value) {
  return v_CreateSessionRequest(value, "") === undefined;
}

/** Validates a value as a `CreateSessionResponse`. */
export function validateCreateSessionResponse(value) {
  return result(v_CreateSessionResponse(value, ""), value);
}

/** Whether a value is a `CreateSessionResponse`. */
export function isCreateSessionResponse(value) {
  return v_CreateSessionResponse(value, "") === undefined;
}

/** Validates a value as a `EngineCapabilities`. */
export function validateEngineCapabilities(value) {
  return result(v_EngineCapabilities(value, ""), value);
}

/** Whether a value is a `EngineCapabilities`. */
export function isEngineCapabilities(value) {
  return v_EngineCapabilities(value, "") === undefined;
}

/** Validates a value as a `ErrorResponse`. */
export function validateErrorResponse(value) {
  return result(v_ErrorResponse(value, ""), value);
}

/** Whether a value is a `ErrorResponse`. */
export function isErrorResponse(value) {
  return v_ErrorResponse(value, "") === undefined;
}

/** Validates a value as a `FindHostFilesResponse`. */
export function validateFindHostFilesResponse(value) {
  return result(v_FindHostFilesResponse(value, ""), value);
}

/** Whether a value is a `FindHostFilesResponse`. */
export function isFindHostFilesResponse(value) {
  return v_FindHostFilesResponse(value, "") === undefined;
}

/** Validates a value as a `GetJobResponse`. */
export function validateGetJobResponse(value) {
  return result(v_GetJobResponse(value, ""), value);
}

/** Whether a value is a `GetJobResponse`. */
export function isGetJobResponse(value) {
  return v_GetJobResponse(value, "") === undefined;
}

/** Validates a value as a `GetProfileResponse`. */
export function validateGetProfileResponse(value) {
  return result(v_GetProfileResponse(value, ""), value);
}

/** Whether a value is a `GetProfileResponse`. */
export function isGetProfileResponse(value) {
  return v_GetProfileResponse(value, "") === undefined;
}

/** Validates a value as a `GetSessionResponse`. */
export function validateGetSessionResponse(value) {
  return result(v_GetSessionResponse(value, ""), value);
}

/** Whether a value is a `GetSessionResponse`. */
export function isGetSessionResponse(value) {
  return v_GetSessionResponse(value, "") === undefined;
}

/** Validates a value as a `HostDirEntry`. */
export function validateHostDirEntry(value) {
  return result(v_HostDirEntry(value, ""), value);
}

/** Whether a value is a `HostDirEntry`. */
export function isHostDirEntry(value) {
  return v_HostDirEntry(value, "") === undefined;
}

/** Validates a value as a `HostFileMatch`. */
export function validateHostFileMatch(value) {
  return result(v_HostFileMatch(value, ""), value);
}

/** Whether a value is a `HostFileMatch`. */
export function isHostFileMatch(value) {
  return v_HostFileMatch(value, "") === undefined;
}

/** Validates a value as a `HostFileRoot`. */
export function validateHostFileRoot(value) {
  return result(v_HostFileRoot(value, ""), value);
}

/** Whether a value is a `HostFileRoot`. */
export function isHostFileRoot(value) {
  return v_HostFileRoot(value, "") === undefined;
}

/** Validates a value as a `JobEvent`. */
export function validateJobEvent(value) {
  return result(v_JobEvent(value, ""), value);
}

/** Whether a value is a `JobEvent`. */
export function isJobEvent(value) {
  return v_JobEvent(value, "") === undefined;
}

/** Validates a value as a `JobInfo`. */
export function validateJobInfo(value) {
  return result(v_JobInfo(value, ""), value);
}

/** Whether a value is a `JobInfo`. */
export function isJobInfo(value) {
  return v_JobInfo(value, "") === undefined;
}

/** Validates a value as a `JobProgress`. */
export function validateJobProgress(value) {
  return result(v_JobProgress(value, ""), value);
}

/** Whether a value is a `JobProgress`. */
export function isJobProgress(value) {
  return v_JobProgress(value, "") === undefined;
}

/** Validates a value as a `JobResult`. */
export function validateJobResult(value) {
  return result(v_JobResult(value, ""), value);
}

/** Whether a value is a `JobResult`. */
export function isJobResult(value) {
  return v_JobResult(value, "") === undefined;
}

/** Validates a value as a `JobStatus`. */
export function validateJobStatus(value) {
  return result(v_JobStatus(value, ""), value);
}

/** Whether a value is a `JobStatus`. */
export function isJobStatus(value) {
  return v_JobStatus(value, "") === undefined;
}

/** Validates a value as a `JobUsage`. */
export function validateJobUsage(value) {
  return result(v_JobUsage(value, ""), value);
}

/** Whether a value is a `JobUsage`. */
export function isJobUsage(value) {
  return v_JobUsage(value, "") === undefined;
}

/** Validates a value as a `ListHostDirResponse`. */
export function validateListHostDirResponse(value) {
  return result(v_ListHostDirResponse(value, ""), value);
}

/** Whether a value is a `ListHostDirResponse`. */
export function isListHostDirResponse(value) {
  return v_ListHostDirResponse(value, "") === undefined;
}

/** Validates a value as a `ListHostRootsResponse`. */
export function validateListHostRootsResponse(value) {
  return result(v_ListHostRootsResponse(value, ""), value);
}

/** Whether a value is a `ListHostRootsResponse`. */
export function isListHostRootsResponse(value) {
  return v_ListHostRootsResponse(value, "") === undefined;
}

/** Validates a value as a `ListJobsResponse`. */
export function validateListJobsResponse(value) {
  return result(v_ListJobsResponse(value, ""), value);
}

/** Whether a value is a `ListJobsResponse`. */
export function isListJobsResponse(value) {
  return v_ListJobsResponse(value, "") === undefined;
}

/** Validates a value as a `ListProfilesResponse`. */
export function validateListProfilesResponse(value) {
  return result(v_ListProfilesResponse(value, ""), value);
}

/** Whether a value is a `ListProfilesResponse`. */
export function isListProfilesResponse(value) {
  return v_ListProfilesResponse(value, "") === undefined;
}

/** Validates a value as a `ListSdkSessionsResponse`. */
export function validateListSdkSessionsResponse(value) {
  return result(v_ListSdkSessionsResponse(value, ""), value);
}

/** Whether a value is a `ListSdkSessionsResponse`. */
export function isListSdkSessionsResponse(value) {
  return v_ListSdkSessionsResponse(value, "") === undefined;
}

/** Validates a value as a `ListSessionFilesResponse`. */
export function validateListSessionFilesResponse(value) {
  return result(v_ListSessionFilesResponse(value, ""), value);
}

/** Whether a value is a `ListSessionFilesResponse`. */
export function isListSessionFilesResponse(value) {
  return v_ListSessionFilesResponse(value, "") === undefined;
}

/** Validates a value as a `ListSessionsResponse`. */
export function validateListSessionsResponse(value) {
  return result(v_ListSessionsResponse(value, ""), value);
}

/** Whether a value is a `ListSessionsResponse`. */
export function isListSessionsResponse(value) {
  return v_ListSessionsResponse(value, "") === undefined;
}

/** Validates a value as a `McpServerActionRequest`. */
export function validateMcpServerActionRequest(value) {
  return result(v_McpServerActionRequest(value, ""), value);
}

/** Whether a value is a `McpServerActionRequest`. */
export function isMcpServerActionRequest(value) {
  return v_McpServerActionRequest(value, "") === undefined;
}

/** Validates a value as a `McpServerConfigWire`. */
export function validateMcpServerConfigWire(value) {
  return result(v_McpServerConfigWire(value, ""), value);
}

/** Whether a value is a `McpServerConfigWire`. */
export function isMcpServerConfigWire(value) {
  return v_McpServerConfigWire(value, "") === undefined;
}

/** Validates a value as a `McpServerStatusInfo`. */
export function validateMcpServerStatusInfo(value) {
  return result(v_McpServerStatusInfo(value, ""), value);
}

/** Whether a value is a `McpServerStatusInfo`. */
export function isMcpServerStatusInfo(value) {
  return v_McpServerStatusInfo(value, "") === undefined;
}

/** Validates a value as a `McpServerToolInfo`. */
export function validateMcpServerToolInfo(value) {
  return result(v_McpServerToolInfo(value, ""), value);
}

/** Whether a value is a `McpServerToolInfo`. */
export function isMcpServerToolInfo(value) {
  return v_McpServerToolInfo(value, "") === undefined;
}

/** Validates a value as a `McpServersResponse`. */
export function validateMcpServersResponse(value) {
  return result(v_McpServersResponse(value, ""), value);
}

/** Whether a value is a `McpServersResponse`. */
export function isMcpServersResponse(value) {
  return v_McpServersResponse(value, "") === undefined;
}

/** Validates a value as a `MessageAttachment`. */
export function validateMessageAttachment(value) {
  return result(v_MessageAttachment(value, ""), value);
}

/** Whether a value is a `MessageAttachment`. */
export function isMessageAttachment(value) {
  return v_MessageAttachment(value, "") === undefined;
}

/** Validates a value as a `ModelOption`. */
export function validateModelOption(value) {
  return result(v_ModelOption(value, ""), value);
}

/** Whether a value is a `ModelOption`. */
export function isModelOption(value) {
  return v_ModelOption(value, "") === undefined;
}

/** Validates a value as a `PermissionDecisionSource`. */
export function validatePermissionDecisionSource(value) {
  return result(v_PermissionDecisionSource(value, ""), value);
}

/** Whether a value is a `PermissionDecisionSource`. */
export function isPermissionDecisionSource(value) {
  return v_PermissionDecisionSource(value, "") === undefined;
}

/** Validates a value as a `PermissionMode`. */
export function validatePermissionMode(value) {
  return result(v_PermissionMode(value, ""), value);
}

/** Whether a value is a `PermissionMode`. */
export function isPermissionMode(value) {
  return v_PermissionMode(value, "") === undefined;
}

/** Validates a value as a `PermissionRequest`. */
export function validatePermissionRequest(value) {
  return result(v_PermissionRequest(value, ""), value);
}

/** Whether a value is a `PermissionRequest`. */
export function isPermissionRequest(value) {
  return v_PermissionRequest(value, "") === undefined;
}

/** Validates a value as a `ProfileConfigSnapshot`. */
export function validateProfileConfigSnapshot(value) {
  return result(v_ProfileConfigSnapshot(value, ""), value);
}

/** Whether a value is a `ProfileConfigSnapshot`. */
export function isProfileConfigSnapshot(value) {
  return v_ProfileConfigSnapshot(value, "") === undefined;
}

/** Validates a value as a `ProfileDefaults`. */
export function validateProfileDefaults(value) {
  return result(v_ProfileDefaults(value, ""), value);
}

/** Whether a value is a `ProfileDefaults`. */
export function isProfileDefaults(value) {
  return v_ProfileDefaults(value, "") === undefined;
}

/** Validates a value as a `ProfileEngine`. */
export function validateProfileEngine(value) {
  return result(v_ProfileEngine(value, ""), value);
}

/** Whether a value is a `ProfileEngine`. */
export function isProfileEngine(value) {
  return v_ProfileEngine(value, "") === undefined;
}

/** Validates a value as a `ProfileInfo`. */
export function validateProfileInfo(value) {
  return result(v_ProfileInfo(value, ""), value);
}

/** Whether a value is a `ProfileInfo`. */
export function isProfileInfo(value) {
  return v_ProfileInfo(value, "") === undefined;
}

/** Validates a value as a `ProfileSessionDefaults`. */
export function validateProfileSessionDefaults(value) {
  return result(v_ProfileSessionDefaults(value, ""), value);
}

/** Whether a value is a `ProfileSessionDefaults`. */
export function isProfileSessionDefaults(value) {
  return v_ProfileSessionDefaults(value, "") === undefined;
}

/** Validates a value as a `ProviderConfig`. */
export function validateProviderConfig(value) {
  return result(v_ProviderConfig(value, ""), value);
}

/** Whether a value is a `ProviderConfig`. */
export function isProviderConfig(value) {
  return v_ProviderConfig(value, "") === undefined;
}

/** Validates a value as a `QuestionBehavior`. */
export function validateQuestionBehavior(value) {
  return result(v_QuestionBehavior(value, ""), value);
}

/** Whether a value is a `QuestionBehavior`. */
export function isQuestionBehavior(value) {
  return v_QuestionBehavior(value, "") === undefined;
}

/** Validates a value as a `QueueServerFrame`. */
export function validateQueueServerFrame(value) {
  return result(v_QueueServerFrame(value, ""), value);
}

/** Whether a value is a `QueueServerFrame`. */
export function isQueueServerFrame(value) {
  return v_QueueServerFrame(value, "") === undefined;
}

/** Validates a value as a `QueueStats`. */
export function validateQueueStats(value) {
  return result(v_QueueStats(value, ""), value);
}

/** Whether a value is a `QueueStats`. */
export function isQueueStats(value) {
  return v_QueueStats(value, "") === undefined;
}

/** Validates a value as a `QueueStatsResponse`. */
export function validateQueueStatsResponse(value) {
  return result(v_QueueStatsResponse(value, ""), value);
}

/** Whether a value is a `QueueStatsResponse`. */
export function isQueueStatsResponse(value) {
  return v_QueueStatsResponse(value, "") === undefined;
}

/** Validates a value as a `RateLimitInfo`. */
export function validateRateLimitInfo(value) {
  return result(v_RateLimitInfo(value, ""), value);
}

/** Whether a value is a `RateLimitInfo`. */
export function isRateLimitInfo(value) {
  return v_RateLimitInfo(value, "") === undefined;
}

/** Validates a value as a `ReadHostFileResponse`. */
export function validateReadHostFileResponse(value) {
  return result(v_ReadHostFileResponse(value, ""), value);
}

/** Whether a value is a `ReadHostFileResponse`. */
export function isReadHostFileResponse(value) {
  return v_ReadHostFileResponse(value, "") === undefined;
}

/** Validates a value as a `ResolvePermissionRequest`. */
export function validateResolvePermissionRequest(value) {
  return result(v_ResolvePermissionRequest(value, ""), value);
}

/** Whether a value is a `ResolvePermissionRequest`. */
export function isResolvePermissionRequest(value) {
  return v_ResolvePermissionRequest(value, "") === undefined;
}

/** Validates a value as a `ResolvePermissionResponse`. */
export function validateResolvePermissionResponse(value) {
  return result(v_ResolvePermissionResponse(value, ""), value);
}

/** Whether a value is a `ResolvePermissionResponse`. */
export function isResolvePermissionResponse(value) {
  return v_ResolvePermissionResponse(value, "") === undefined;
}

/** Validates a value as a `SaveProfileResponse`. */
export function validateSaveProfileResponse(value) {
  return result(v_SaveProfileResponse(value, ""), value);
}

/** Whether a value is a `SaveProfileResponse`. */
export function isSaveProfileResponse(value) {
  return v_SaveProfileResponse(value, "") === undefined;
}

/** Validates a value as a `SdkSessionSummary`. */
export function validateSdkSessionSummary(value) {
  return result(v_SdkSessionSummary(value, ""), value);
}

/** Whether a value is a `SdkSessionSummary`. */
export function isSdkSessionSummary(value) {
  return v_SdkSessionSummary(value, "") === undefined;
}

/** Validates a value as a `ServerFrame`. */
export function validateServerFrame(value) {
  return result(v_ServerFrame(value, ""), value);
}

/** Whether a value is a `ServerFrame`. */
export function isServerFrame(value) {
  return v_ServerFrame(value, "") === undefined;
}

/** Validates a value as a `SessionCapability`. */
export function validateSessionCapability(value) {
  return result(v_SessionCapability(value, ""), value);
}

/** Whether a value is a `SessionCapability`. */
export function isSessionCapability(value) {
  return v_SessionCapability(value, "") === undefined;
}

/** Validates a value as a `SessionCommand`. */
export function validateSessionCommand(value) {
  return result(v_SessionCommand(value, ""), value);
}

/** Whether a value is a `SessionCommand`. */
export function isSessionCommand(value) {
  return v_SessionCommand(value, "") === undefined;
}

/** Validates a value as a `SessionEvent`. */
export function validateSessionEvent(value) {
  return result(v_SessionEvent(value, ""), value);
}

/** Whether a value is a `SessionEvent`. */
export function isSessionEvent(value) {
  return v_SessionEvent(value, "") === undefined;
}

/** Validates a value as a `SessionEventBody`. */
export function validateSessionEventBody(value) {
  return result(v_SessionEventBody(value, ""), value);
}

/** Whether a value is a `SessionEventBody`. */
export function isSessionEventBody(value) {
  return v_SessionEventBody(value, "") === undefined;
}

/** Validates a value as a `SessionFileInfo`. */
export function validateSessionFileInfo(value) {
  return result(v_SessionFileInfo(value, ""), value);
}

/** Whether a value is a `SessionFileInfo`. */
export function isSessionFileInfo(value) {
  return v_SessionFileInfo(value, "") === undefined;
}

/** Validates a value as a `SessionInfo`. */
export function validateSessionInfo(value) {
  return result(v_SessionInfo(value, ""), value);
}

/** Whether a value is a `SessionInfo`. */
export function isSessionInfo(value) {
  return v_SessionInfo(value, "") === undefined;
}

/** Validates a value as a `SessionNotification`. */
export function validateSessionNotification(value) {
  return result(v_SessionNotification(value, ""), value);
}

/** Whether a value is a `SessionNotification`. */
export function isSessionNotification(value) {
  return v_SessionNotification(value, "") === undefined;
}

/** Validates a value as a `SessionNotificationType`. */
export function validateSessionNotificationType(value) {
  return result(v_SessionNotificationType(value, ""), value);
}

/** Whether a value is a `SessionNotificationType`. */
export function isSessionNotificationType(value) {
  return v_SessionNotificationType(value, "") === undefined;
}

/** Validates a value as a `SessionStatus`. */
export function validateSessionStatus(value) {
  return result(v_SessionStatus(value, ""), value);
}

/** Whether a value is a `SessionStatus`. */
export function isSessionStatus(value) {
  return v_SessionStatus(value, "") === undefined;
}

/** Validates a value as a `SessionWebhookConfig`. */
export function validateSessionWebhookConfig(value) {
  return result(v_SessionWebhookConfig(value, ""), value);
}

/** Whether a value is a `SessionWebhookConfig`. */
export function isSessionWebhookConfig(value) {
  return v_SessionWebhookConfig(value, "") === undefined;
}

/** Validates a value as a `SlashCommandInfo`. */
export function validateSlashCommandInfo(value) {
  return result(v_SlashCommandInfo(value, ""), value);
}

/** Whether a value is a `SlashCommandInfo`. */
export function isSlashCommandInfo(value) {
  return v_SlashCommandInfo(value, "") === undefined;
}

/** Validates a value as a `SubmitExecutionResultRequest`. */
export function validateSubmitExecutionResultRequest(value) {
  return result(v_SubmitExecutionResultRequest(value, ""), value);
}

/** Whether a value is a `SubmitExecutionResultRequest`. */
export function isSubmitExecutionResultRequest(value) {
  return v_SubmitExecutionResultRequest(value, "") === undefined;
}

/** Validates a value as a `SubmitExecutionResultResponse`. */
export function validateSubmitExecutionResultResponse(value) {
  return result(v_SubmitExecutionResultResponse(value, ""), value);
}

/** Whether a value is a `SubmitExecutionResultResponse`. */
export function isSubmitExecutionResultResponse(value) {
  return v_SubmitExecutionResultResponse(value, "") === undefined;
}

/** Validates a value as a `TextBlock`. */
export function validateTextBlock(value) {
  return result(v_TextBlock(value, ""), value);
}

/** Whether a value is a `TextBlock`. */
export function isTextBlock(value) {
  return v_TextBlock(value, "") === undefined;
}

/** Validates a value as a `ThinkingBlock`. */
export function validateThinkingBlock(value) {
  return result(v_ThinkingBlock(value, ""), value);
}

/** Whether a value is a `ThinkingBlock`. */
export function isThinkingBlock(value) {
  return v_ThinkingBlock(value, "") === undefined;
}

/** Validates a value as a `ToolCallRequestFrame`. */
export function validateToolCallRequestFrame(value) {
  return result(v_ToolCallRequestFrame(value, ""), value);
}

/** Whether a value is a `ToolCallRequestFrame`. */
export function isToolCallRequestFrame(value) {
  return v_ToolCallRequestFrame(value, "") === undefined;
}

/** Validates a value as a `ToolExecutionBackend`. */
export function validateToolExecutionBackend(value) {
  return result(v_ToolExecutionBackend(value, ""), value);
}

/** Whether a value is a `ToolExecutionBackend`. */
export function isToolExecutionBackend(value) {
  return v_ToolExecutionBackend(value, "") === undefined;
}

/** Validates a value as a `ToolExecutionOutput`. */
export function validateToolExecutionOutput(value) {
  return result(v_ToolExecutionOutput(value, ""), value);
}

/** Whether a value is a `ToolExecutionOutput`. */
export function isToolExecutionOutput(value) {
  return v_ToolExecutionOutput(value, "") === undefined;
}

/** Validates a value as a `ToolExecutionStatus`. */
export function validateToolExecutionStatus(value) {
  return result(v_ToolExecutionStatus(value, ""), value);
}

/** Whether a value is a `ToolExecutionStatus`. */
export function isToolExecutionStatus(value) {
  return v_ToolExecutionStatus(value, "") === undefined;
}

/** Validates a value as a `ToolResultBlock`. */
export function validateToolResultBlock(value) {
  return result(v_ToolResultBlock(value, ""), value);
}

/** Whether a value is a `ToolResultBlock`. */
export function isToolResultBlock(value) {
  return v_ToolResultBlock(value, "") === undefined;
}

/** Validates a value as a `ToolUseBlock`. */
export function validateToolUseBlock(value) {
  return result(v_ToolUseBlock(value, ""), value);
}

/** Whether a value is a `ToolUseBlock`. */
export function isToolUseBlock(value) {
  return v_ToolUseBlock(value, "") === undefined;
}

/** Validates a value as a `UnknownBlock`. */
export function validateUnknownBlock(value) {
  return result(v_UnknownBlock(value, ""), value);
}

/** Whether a value is a `UnknownBlock`. */
export function isUnknownBlock(value) {
  return v_UnknownBlock(value, "") === undefined;
}

/** Validates a value as a `UpdateProfileRequest`. */
export function validateUpdateProfileRequest(value) {
  return result(v_UpdateProfileRequest(value, ""), value);
}

/** Whether a value is a `UpdateProfileRequest`. */
export function isUpdateProfileRequest(value) {
  return v_UpdateProfileRequest(value, "") === undefined;
}

/** Validates a value as a `UploadAttachmentResponse`. */
export function validateUploadAttachmentResponse(value) {
  return result(v_UploadAttachmentResponse(value, ""), value);
}

/** Whether a value is a `UploadAttachmentResponse`. */
export function isUploadAttachmentResponse(value) {
  return v_UploadAttachmentResponse(value, "") === undefined;
}

/** Validates a value as a `UserQuestion`. */
export function validateUserQuestion(value) {
  return result(v_UserQuestion(value, ""), value);
}

/** Whether a value is a `UserQuestion`. */
export function isUserQuestion(value) {
  return v_UserQuestion(value, "") === undefined;
}

/** Validates a value as a `UserQuestionOption`. */
export function validateUserQuestionOption(value) {
  return result(v_UserQuestionOption(value, ""), value);
}

/** Whether a value is a `UserQuestionOption`. */
export function isUserQuestionOption(value) {
  return v_UserQuestionOption(value, "") === undefined;
}

/** Validates a value as a `WebhookConfig`. */
export function validateWebhookConfig(value) {
  return result(v_WebhookConfig(value, ""), value);
}

/** Whether a value is a `WebhookConfig`. */
export function isWebhookConfig(value) {
  return v_WebhookConfig(value, "") === undefined;
}

/** Validates a value as a `WriteHostFileRequest`. */
export function validateWriteHostFileRequest(value) {
  return result(v_WriteHostFileRequest(value, ""), value);
}

/** Whether a value is a `WriteHostFileRequest`. */
export function isWriteHostFileRequest(value) {
  return v_WriteHostFileRequest(value, "") === undefined;
}

/** Validates a value as a `WriteHostFileResponse`. */
export function validateWriteHostFileResponse(value) {
  return result(v_WriteHostFileResponse(value, ""), value);
}

/** Whether a value is a `WriteHostFileResponse`. */
export function isWriteHostFileResponse(value) {
  return v_WriteHostFileResponse(value, "") === undefined;
}

/** Parses JSON text as a `ServerFrame`; never throws. */
export function parseServerFrame(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [{ path: "(root)", message: "not JSON: " + (e instanceof Error ? e.message : String(e)) }] };
  }
  return validateServerFrame(value);
}
