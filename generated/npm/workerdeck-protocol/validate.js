// @workerdeck/protocol 0.9.0 (PROTOCOL_VERSION 6), generated from the Rust crate
// `workerdeck-protocol` by `codegen generate`. Do not edit.
//
// The wire protocol between a workerdeck server and its clients: one session is an
// ordered stream of SessionEvents numbered by `seq`, plus a small command set.

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

function v_ApiMessage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k1 in x) {
      if (k1 === "role") {
        const v2 = x["role"];
        { const e3 = v_ApiMessageRole(v2); if (e3) return within(e3, [k1]); }
      }
      else if (k1 === "content") {
        const v2 = x["content"];
        { const e4 = v_ApiMessageContent(v2); if (e4) return within(e4, [k1]); }
      }
      else if (k1 === "model") {
        const v2 = x["model"];
        if (!(typeof v2 === "string")) return err([k1], "invalid type: " + kind(v2) + ", expected string");
      }
      else if (k1 === "stop_reason") {
        const v2 = x["stop_reason"];
        if (!(typeof v2 === "string" || v2 === null)) return err([k1], "invalid type: " + kind(v2) + ", expected string or null");
      }
      else if (k1 === "usage") {
        const v2 = x["usage"];
        { const e5 = v_ApiMessageUsage(v2); if (e5) return within(e5, [k1]); }
      }
    }
    if (x["role"] === undefined) return err([], "missing field `role`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_ApiMessageContent(x) {
  const e6 = (() => {
    {
      const u7 = [];
      const b8 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        return undefined;
      })();
      if (b8 === undefined) return undefined;
      u7.push(b8);
      const b9 = (() => {
        if (!(Array.isArray(x))) return err([], "invalid type: " + kind(x) + ", expected array");
        {
          for (let i10 = 0; i10 < x.length; i10++) {
            const v11 = x[i10];
            { const e12 = v_ContentBlock(v11); if (e12) return within(e12, [i10]); }
          }
        }
        return undefined;
      })();
      if (b9 === undefined) return undefined;
      u7.push(b9);
      const u7d = u7.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u7d;
    }
  })();
  if (e6) return e6;
  return undefined;
}

function v_ApiMessageRole(x) {
  const e13 = (() => {
    {
      const u14 = [];
      const b15 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "user") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"user\"");
        return undefined;
      })();
      if (b15 === undefined) return undefined;
      u14.push(b15);
      const b16 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "assistant") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"assistant\"");
        return undefined;
      })();
      if (b16 === undefined) return undefined;
      u14.push(b16);
      const u14d = u14.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u14d;
    }
  })();
  if (e13) return e13;
  return undefined;
}

function v_ApiMessageUsage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k17 in x) {
      if (k17 === "input_tokens") {
        const v18 = x["input_tokens"];
        if (!(Number.isInteger(v18))) return err([k17], "invalid type: " + kind(v18) + ", expected integer");
      }
      else if (k17 === "output_tokens") {
        const v18 = x["output_tokens"];
        if (!(Number.isInteger(v18))) return err([k17], "invalid type: " + kind(v18) + ", expected integer");
      }
      else if (k17 === "cache_creation_input_tokens") {
        const v18 = x["cache_creation_input_tokens"];
        if (!(Number.isInteger(v18))) return err([k17], "invalid type: " + kind(v18) + ", expected integer");
      }
      else if (k17 === "cache_read_input_tokens") {
        const v18 = x["cache_read_input_tokens"];
        if (!(Number.isInteger(v18))) return err([k17], "invalid type: " + kind(v18) + ", expected integer");
      }
    }
  }
  return undefined;
}

function v_AttachedFrame(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k19 in x) {
      if (k19 === "type") {
        const v20 = x["type"];
        if (!(typeof v20 === "string")) return err([k19], "invalid type: " + kind(v20) + ", expected string");
        if (v20 !== "attached") return err([k19], "invalid value: " + kind(v20) + ", expected the constant " + "\"attached\"");
      }
      else if (k19 === "protocolVersion") {
        const v20 = x["protocolVersion"];
        if (!(Number.isInteger(v20))) return err([k19], "invalid type: " + kind(v20) + ", expected integer");
      }
      else if (k19 === "session") {
        const v20 = x["session"];
        { const e21 = v_SessionInfo(v20); if (e21) return within(e21, [k19]); }
      }
      else if (k19 === "replayingFrom") {
        const v20 = x["replayingFrom"];
        if (!(Number.isInteger(v20))) return err([k19], "invalid type: " + kind(v20) + ", expected integer");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["protocolVersion"] === undefined) return err([], "missing field `protocolVersion`");
    if (x["session"] === undefined) return err([], "missing field `session`");
    if (x["replayingFrom"] === undefined) return err([], "missing field `replayingFrom`");
  }
  return undefined;
}

function v_AttachmentKind(x) {
  const e22 = (() => {
    {
      const u23 = [];
      const b24 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "image") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"image\"");
        return undefined;
      })();
      if (b24 === undefined) return undefined;
      u23.push(b24);
      const b25 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "pdf") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"pdf\"");
        return undefined;
      })();
      if (b25 === undefined) return undefined;
      u23.push(b25);
      const b26 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "text") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"text\"");
        return undefined;
      })();
      if (b26 === undefined) return undefined;
      u23.push(b26);
      const u23d = u23.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u23d;
    }
  })();
  if (e22) return e22;
  return undefined;
}

function v_ClientFrame(x) {
  { const e27 = v_SessionCommand(x); if (e27) return e27; }
  return undefined;
}

function v_CloseReason(x) {
  const e28 = (() => {
    {
      const u29 = [];
      const b30 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "client") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"client\"");
        return undefined;
      })();
      if (b30 === undefined) return undefined;
      u29.push(b30);
      const b31 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "server") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"server\"");
        return undefined;
      })();
      if (b31 === undefined) return undefined;
      u29.push(b31);
      const b32 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error\"");
        return undefined;
      })();
      if (b32 === undefined) return undefined;
      u29.push(b32);
      const u29d = u29.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u29d;
    }
  })();
  if (e28) return e28;
  return undefined;
}

function v_ContentBlock(x) {
  const e33 = (() => {
    {
      const u34 = [];
      const b35 = (() => {
        { const e36 = v_TextBlock(x); if (e36) return e36; }
        return undefined;
      })();
      if (b35 === undefined) return undefined;
      u34.push(b35);
      const b37 = (() => {
        { const e38 = v_ThinkingBlock(x); if (e38) return e38; }
        return undefined;
      })();
      if (b37 === undefined) return undefined;
      u34.push(b37);
      const b39 = (() => {
        { const e40 = v_ToolUseBlock(x); if (e40) return e40; }
        return undefined;
      })();
      if (b39 === undefined) return undefined;
      u34.push(b39);
      const b41 = (() => {
        { const e42 = v_ToolResultBlock(x); if (e42) return e42; }
        return undefined;
      })();
      if (b41 === undefined) return undefined;
      u34.push(b41);
      const b43 = (() => {
        { const e44 = v_UnknownBlock(x); if (e44) return e44; }
        return undefined;
      })();
      if (b43 === undefined) return undefined;
      u34.push(b43);
      const u34d = u34.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return err([], u34d.message);
    }
  })();
  if (e33) return e33;
  return undefined;
}

function v_ContextUsage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k45 in x) {
      if (k45 === "categories") {
        const v46 = x["categories"];
        if (!(Array.isArray(v46))) return err([k45], "invalid type: " + kind(v46) + ", expected array");
        {
          for (let i47 = 0; i47 < v46.length; i47++) {
            const v48 = v46[i47];
            { const e49 = v_ContextUsageCategory(v48); if (e49) return within(e49, [k45, i47]); }
          }
        }
      }
      else if (k45 === "totalTokens") {
        const v46 = x["totalTokens"];
        if (!(Number.isInteger(v46))) return err([k45], "invalid type: " + kind(v46) + ", expected integer");
      }
      else if (k45 === "maxTokens") {
        const v46 = x["maxTokens"];
        if (!(Number.isInteger(v46))) return err([k45], "invalid type: " + kind(v46) + ", expected integer");
      }
      else if (k45 === "percentage") {
        const v46 = x["percentage"];
        if (!(typeof v46 === "number")) return err([k45], "invalid type: " + kind(v46) + ", expected number");
      }
      else if (k45 === "model") {
        const v46 = x["model"];
        if (!(typeof v46 === "string")) return err([k45], "invalid type: " + kind(v46) + ", expected string");
      }
    }
    if (x["categories"] === undefined) return err([], "missing field `categories`");
    if (x["totalTokens"] === undefined) return err([], "missing field `totalTokens`");
    if (x["maxTokens"] === undefined) return err([], "missing field `maxTokens`");
    if (x["percentage"] === undefined) return err([], "missing field `percentage`");
  }
  return undefined;
}

function v_ContextUsageCategory(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k50 in x) {
      if (k50 === "name") {
        const v51 = x["name"];
        if (!(typeof v51 === "string")) return err([k50], "invalid type: " + kind(v51) + ", expected string");
      }
      else if (k50 === "tokens") {
        const v51 = x["tokens"];
        if (!(Number.isInteger(v51))) return err([k50], "invalid type: " + kind(v51) + ", expected integer");
      }
      else if (k50 === "color") {
        const v51 = x["color"];
        if (!(typeof v51 === "string")) return err([k50], "invalid type: " + kind(v51) + ", expected string");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["tokens"] === undefined) return err([], "missing field `tokens`");
    if (x["color"] === undefined) return err([], "missing field `color`");
  }
  return undefined;
}

function v_CreateJobRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k52 in x) {
      if (k52 === "session") {
        const v53 = x["session"];
        { const e54 = v_JobSessionRequest(v53); if (e54) return within(e54, [k52]); }
      }
      else if (k52 === "webhook") {
        const v53 = x["webhook"];
        { const e55 = v_WebhookConfig(v53); if (e55) return within(e55, [k52]); }
      }
      else if (k52 === "maxTokens") {
        const v53 = x["maxTokens"];
        if (!(Number.isInteger(v53))) return err([k52], "invalid type: " + kind(v53) + ", expected integer");
      }
      else if (k52 === "maxDurationMs") {
        const v53 = x["maxDurationMs"];
        if (!(Number.isInteger(v53))) return err([k52], "invalid type: " + kind(v53) + ", expected integer");
      }
      else if (k52 === "attempts") {
        const v53 = x["attempts"];
        if (!(Number.isInteger(v53))) return err([k52], "invalid type: " + kind(v53) + ", expected integer");
      }
      else if (k52 === "retryDelayMs") {
        const v53 = x["retryDelayMs"];
        if (!(Number.isInteger(v53))) return err([k52], "invalid type: " + kind(v53) + ", expected integer");
      }
      else if (k52 === "meta") {
        const v53 = x["meta"];
        if (!(isObject(v53))) return err([k52], "invalid type: " + kind(v53) + ", expected object");
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_CreateJobResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k56 in x) {
      if (k56 === "job") {
        const v57 = x["job"];
        { const e58 = v_JobInfo(v57); if (e58) return within(e58, [k56]); }
      }
    }
    if (x["job"] === undefined) return err([], "missing field `job`");
  }
  return undefined;
}

function v_CreateProfileRequest(x) {
  { const e59 = v_ProfileInfo(x); if (e59) return e59; }
  return undefined;
}

function v_CreateSessionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k60 in x) {
      if (k60 === "cwd") {
        const v61 = x["cwd"];
        if (!(typeof v61 === "string")) return err([k60], "invalid type: " + kind(v61) + ", expected string");
      }
      else if (k60 === "profile") {
        const v61 = x["profile"];
        if (!(typeof v61 === "string")) return err([k60], "invalid type: " + kind(v61) + ", expected string");
      }
      else if (k60 === "prompt") {
        const v61 = x["prompt"];
        if (!(typeof v61 === "string")) return err([k60], "invalid type: " + kind(v61) + ", expected string");
      }
      else if (k60 === "permissionMode") {
        const v61 = x["permissionMode"];
        { const e62 = v_PermissionMode(v61); if (e62) return within(e62, [k60]); }
      }
      else if (k60 === "allowDangerouslySkipPermissions") {
        const v61 = x["allowDangerouslySkipPermissions"];
        if (!(typeof v61 === "boolean")) return err([k60], "invalid type: " + kind(v61) + ", expected boolean");
      }
      else if (k60 === "allowedTools") {
        const v61 = x["allowedTools"];
        if (!(Array.isArray(v61))) return err([k60], "invalid type: " + kind(v61) + ", expected array");
        {
          for (let i63 = 0; i63 < v61.length; i63++) {
            const v64 = v61[i63];
            if (!(typeof v64 === "string")) return err([k60, i63], "invalid type: " + kind(v64) + ", expected string");
          }
        }
      }
      else if (k60 === "disallowedTools") {
        const v61 = x["disallowedTools"];
        if (!(Array.isArray(v61))) return err([k60], "invalid type: " + kind(v61) + ", expected array");
        {
          for (let i65 = 0; i65 < v61.length; i65++) {
            const v66 = v61[i65];
            if (!(typeof v66 === "string")) return err([k60, i65], "invalid type: " + kind(v66) + ", expected string");
          }
        }
      }
      else if (k60 === "mcpServers") {
        const v61 = x["mcpServers"];
        if (!(isObject(v61))) return err([k60], "invalid type: " + kind(v61) + ", expected object");
        {
          for (const k67 in v61) {
            {
              const v68 = v61[k67];
              { const e69 = v_McpServerConfigWire(v68); if (e69) return within(e69, [k60, k67]); }
            }
          }
        }
      }
      else if (k60 === "settingSources") {
        const v61 = x["settingSources"];
        if (!(Array.isArray(v61))) return err([k60], "invalid type: " + kind(v61) + ", expected array");
        {
          for (let i70 = 0; i70 < v61.length; i70++) {
            const v71 = v61[i70];
            { const e72 = v_SettingSource(v71); if (e72) return within(e72, [k60, i70]); }
          }
        }
      }
      else if (k60 === "model") {
        const v61 = x["model"];
        if (!(typeof v61 === "string")) return err([k60], "invalid type: " + kind(v61) + ", expected string");
      }
      else if (k60 === "maxTurns") {
        const v61 = x["maxTurns"];
        if (!(Number.isInteger(v61))) return err([k60], "invalid type: " + kind(v61) + ", expected integer");
      }
      else if (k60 === "maxBudgetUsd") {
        const v61 = x["maxBudgetUsd"];
        if (!(typeof v61 === "number")) return err([k60], "invalid type: " + kind(v61) + ", expected number");
      }
      else if (k60 === "resume") {
        const v61 = x["resume"];
        if (!(typeof v61 === "string")) return err([k60], "invalid type: " + kind(v61) + ", expected string");
      }
      else if (k60 === "forkSession") {
        const v61 = x["forkSession"];
        if (!(typeof v61 === "boolean")) return err([k60], "invalid type: " + kind(v61) + ", expected boolean");
      }
      else if (k60 === "reasoningEffort") {
        const v61 = x["reasoningEffort"];
        if (!(typeof v61 === "string")) return err([k60], "invalid type: " + kind(v61) + ", expected string");
      }
      else if (k60 === "includePartialMessages") {
        const v61 = x["includePartialMessages"];
        if (!(typeof v61 === "boolean")) return err([k60], "invalid type: " + kind(v61) + ", expected boolean");
      }
      else if (k60 === "approvalTimeoutMs") {
        const v61 = x["approvalTimeoutMs"];
        if (!(Number.isInteger(v61))) return err([k60], "invalid type: " + kind(v61) + ", expected integer");
      }
      else if (k60 === "questionBehavior") {
        const v61 = x["questionBehavior"];
        { const e73 = v_QuestionBehavior(v61); if (e73) return within(e73, [k60]); }
      }
      else if (k60 === "capabilities") {
        const v61 = x["capabilities"];
        if (!(Array.isArray(v61))) return err([k60], "invalid type: " + kind(v61) + ", expected array");
        {
          for (let i74 = 0; i74 < v61.length; i74++) {
            const v75 = v61[i74];
            { const e76 = v_SessionCapability(v75); if (e76) return within(e76, [k60, i74]); }
          }
        }
      }
      else if (k60 === "meta") {
        const v61 = x["meta"];
        if (!(isObject(v61))) return err([k60], "invalid type: " + kind(v61) + ", expected object");
      }
    }
    if (x["cwd"] === undefined) return err([], "missing field `cwd`");
  }
  return undefined;
}

function v_CreateSessionResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k77 in x) {
      if (k77 === "session") {
        const v78 = x["session"];
        { const e79 = v_SessionInfo(v78); if (e79) return within(e79, [k77]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_EngineCapabilities(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k80 in x) {
      if (k80 === "interactiveApprovals") {
        const v81 = x["interactiveApprovals"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "permissionModes") {
        const v81 = x["permissionModes"];
        if (!(Array.isArray(v81))) return err([k80], "invalid type: " + kind(v81) + ", expected array");
        {
          for (let i82 = 0; i82 < v81.length; i82++) {
            const v83 = v81[i82];
            { const e84 = v_PermissionMode(v83); if (e84) return within(e84, [k80, i82]); }
          }
        }
      }
      else if (k80 === "defaultPermissionMode") {
        const v81 = x["defaultPermissionMode"];
        { const e85 = v_PermissionMode(v81); if (e85) return within(e85, [k80]); }
      }
      else if (k80 === "resume") {
        const v81 = x["resume"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "resumeBackfill") {
        const v81 = x["resumeBackfill"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "listSessions") {
        const v81 = x["listSessions"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "contextUsage") {
        const v81 = x["contextUsage"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "rateLimits") {
        const v81 = x["rateLimits"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "mcpStatus") {
        const v81 = x["mcpStatus"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "sessionMcpServers") {
        const v81 = x["sessionMcpServers"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "slashCommands") {
        const v81 = x["slashCommands"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "settingSources") {
        const v81 = x["settingSources"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "budgets") {
        const v81 = x["budgets"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "attachments") {
        const v81 = x["attachments"];
        if (!(Array.isArray(v81))) return err([k80], "invalid type: " + kind(v81) + ", expected array");
        {
          for (let i86 = 0; i86 < v81.length; i86++) {
            const v87 = v81[i86];
            { const e88 = v_AttachmentKind(v87); if (e88) return within(e88, [k80, i86]); }
          }
        }
      }
      else if (k80 === "reasoningEfforts") {
        const v81 = x["reasoningEfforts"];
        if (!(Array.isArray(v81))) return err([k80], "invalid type: " + kind(v81) + ", expected array");
        {
          for (let i89 = 0; i89 < v81.length; i89++) {
            const v90 = v81[i89];
            if (!(typeof v90 === "string")) return err([k80, i89], "invalid type: " + kind(v90) + ", expected string");
          }
        }
      }
      else if (k80 === "vfs") {
        const v81 = x["vfs"];
        if (!(typeof v81 === "boolean")) return err([k80], "invalid type: " + kind(v81) + ", expected boolean");
      }
      else if (k80 === "streaming") {
        const v81 = x["streaming"];
        { const e91 = v_StreamingGranularity(v81); if (e91) return within(e91, [k80]); }
      }
    }
    if (x["interactiveApprovals"] === undefined) return err([], "missing field `interactiveApprovals`");
    if (x["permissionModes"] === undefined) return err([], "missing field `permissionModes`");
    if (x["defaultPermissionMode"] === undefined) return err([], "missing field `defaultPermissionMode`");
    if (x["resume"] === undefined) return err([], "missing field `resume`");
    if (x["resumeBackfill"] === undefined) return err([], "missing field `resumeBackfill`");
    if (x["listSessions"] === undefined) return err([], "missing field `listSessions`");
    if (x["contextUsage"] === undefined) return err([], "missing field `contextUsage`");
    if (x["rateLimits"] === undefined) return err([], "missing field `rateLimits`");
    if (x["mcpStatus"] === undefined) return err([], "missing field `mcpStatus`");
    if (x["sessionMcpServers"] === undefined) return err([], "missing field `sessionMcpServers`");
    if (x["slashCommands"] === undefined) return err([], "missing field `slashCommands`");
    if (x["settingSources"] === undefined) return err([], "missing field `settingSources`");
    if (x["budgets"] === undefined) return err([], "missing field `budgets`");
    if (x["attachments"] === undefined) return err([], "missing field `attachments`");
    if (x["vfs"] === undefined) return err([], "missing field `vfs`");
    if (x["streaming"] === undefined) return err([], "missing field `streaming`");
  }
  return undefined;
}

function v_ErrorResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k92 in x) {
      if (k92 === "error") {
        const v93 = x["error"];
        if (!(typeof v93 === "string")) return err([k92], "invalid type: " + kind(v93) + ", expected string");
      }
    }
    if (x["error"] === undefined) return err([], "missing field `error`");
  }
  return undefined;
}

function v_FileEncoding(x) {
  const e94 = (() => {
    {
      const u95 = [];
      const b96 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "utf8") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"utf8\"");
        return undefined;
      })();
      if (b96 === undefined) return undefined;
      u95.push(b96);
      const b97 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "base64") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"base64\"");
        return undefined;
      })();
      if (b97 === undefined) return undefined;
      u95.push(b97);
      const u95d = u95.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u95d;
    }
  })();
  if (e94) return e94;
  return undefined;
}

function v_FindHostFilesResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k98 in x) {
      if (k98 === "base") {
        const v99 = x["base"];
        if (!(typeof v99 === "string")) return err([k98], "invalid type: " + kind(v99) + ", expected string");
      }
      else if (k98 === "matches") {
        const v99 = x["matches"];
        if (!(Array.isArray(v99))) return err([k98], "invalid type: " + kind(v99) + ", expected array");
        {
          for (let i100 = 0; i100 < v99.length; i100++) {
            const v101 = v99[i100];
            { const e102 = v_HostFileMatch(v101); if (e102) return within(e102, [k98, i100]); }
          }
        }
      }
      else if (k98 === "truncated") {
        const v99 = x["truncated"];
        if (!(typeof v99 === "boolean")) return err([k98], "invalid type: " + kind(v99) + ", expected boolean");
      }
    }
    if (x["base"] === undefined) return err([], "missing field `base`");
    if (x["matches"] === undefined) return err([], "missing field `matches`");
    if (x["truncated"] === undefined) return err([], "missing field `truncated`");
  }
  return undefined;
}

function v_GetJobResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k103 in x) {
      if (k103 === "job") {
        const v104 = x["job"];
        { const e105 = v_JobInfo(v104); if (e105) return within(e105, [k103]); }
      }
    }
    if (x["job"] === undefined) return err([], "missing field `job`");
  }
  return undefined;
}

function v_GetProfileResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k106 in x) {
      if (k106 === "profile") {
        const v107 = x["profile"];
        { const e108 = v_ProfileInfo(v107); if (e108) return within(e108, [k106]); }
      }
      else if (k106 === "config") {
        const v107 = x["config"];
        { const e109 = v_ProfileConfigSnapshot(v107); if (e109) return within(e109, [k106]); }
      }
    }
    if (x["profile"] === undefined) return err([], "missing field `profile`");
    if (x["config"] === undefined) return err([], "missing field `config`");
  }
  return undefined;
}

function v_GetSessionResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k110 in x) {
      if (k110 === "session") {
        const v111 = x["session"];
        { const e112 = v_SessionInfo(v111); if (e112) return within(e112, [k110]); }
      }
    }
    if (x["session"] === undefined) return err([], "missing field `session`");
  }
  return undefined;
}

function v_HostDirEntry(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k113 in x) {
      if (k113 === "name") {
        const v114 = x["name"];
        if (!(typeof v114 === "string")) return err([k113], "invalid type: " + kind(v114) + ", expected string");
      }
      else if (k113 === "path") {
        const v114 = x["path"];
        if (!(typeof v114 === "string")) return err([k113], "invalid type: " + kind(v114) + ", expected string");
      }
      else if (k113 === "type") {
        const v114 = x["type"];
        { const e115 = v_HostDirEntryType(v114); if (e115) return within(e115, [k113]); }
      }
      else if (k113 === "bytes") {
        const v114 = x["bytes"];
        if (!(Number.isInteger(v114))) return err([k113], "invalid type: " + kind(v114) + ", expected integer");
      }
      else if (k113 === "modifiedAt") {
        const v114 = x["modifiedAt"];
        if (!(Number.isInteger(v114))) return err([k113], "invalid type: " + kind(v114) + ", expected integer");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["type"] === undefined) return err([], "missing field `type`");
  }
  return undefined;
}

function v_HostDirEntryType(x) {
  const e116 = (() => {
    {
      const u117 = [];
      const b118 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "file") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"file\"");
        return undefined;
      })();
      if (b118 === undefined) return undefined;
      u117.push(b118);
      const b119 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "dir") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"dir\"");
        return undefined;
      })();
      if (b119 === undefined) return undefined;
      u117.push(b119);
      const b120 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "symlink") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"symlink\"");
        return undefined;
      })();
      if (b120 === undefined) return undefined;
      u117.push(b120);
      const b121 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "other") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"other\"");
        return undefined;
      })();
      if (b121 === undefined) return undefined;
      u117.push(b121);
      const u117d = u117.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u117d;
    }
  })();
  if (e116) return e116;
  return undefined;
}

function v_HostFileMatch(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k122 in x) {
      if (k122 === "path") {
        const v123 = x["path"];
        if (!(typeof v123 === "string")) return err([k122], "invalid type: " + kind(v123) + ", expected string");
      }
      else if (k122 === "relative") {
        const v123 = x["relative"];
        if (!(typeof v123 === "string")) return err([k122], "invalid type: " + kind(v123) + ", expected string");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["relative"] === undefined) return err([], "missing field `relative`");
  }
  return undefined;
}

function v_HostFileRoot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k124 in x) {
      if (k124 === "path") {
        const v125 = x["path"];
        if (!(typeof v125 === "string")) return err([k124], "invalid type: " + kind(v125) + ", expected string");
      }
      else if (k124 === "name") {
        const v125 = x["name"];
        if (!(typeof v125 === "string")) return err([k124], "invalid type: " + kind(v125) + ", expected string");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["name"] === undefined) return err([], "missing field `name`");
  }
  return undefined;
}

function v_JobEvent(x) {
  const e126 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t127 = x["type"];
    if (t127 === "job_submitted") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k128 in x) {
          if (k128 === "type") {
            const v129 = x["type"];
            if (!(typeof v129 === "string")) return err([k128], "invalid type: " + kind(v129) + ", expected string");
            if (v129 !== "job_submitted") return err([k128], "invalid value: " + kind(v129) + ", expected the constant " + "\"job_submitted\"");
          }
          else if (k128 === "job") {
            const v129 = x["job"];
            { const e130 = v_JobInfo(v129); if (e130) return within(e130, [k128]); }
          }
          else if (k128 === "ts") {
            const v129 = x["ts"];
            if (!(Number.isInteger(v129))) return err([k128], "invalid type: " + kind(v129) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t127 === "job_started") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k131 in x) {
          if (k131 === "type") {
            const v132 = x["type"];
            if (!(typeof v132 === "string")) return err([k131], "invalid type: " + kind(v132) + ", expected string");
            if (v132 !== "job_started") return err([k131], "invalid value: " + kind(v132) + ", expected the constant " + "\"job_started\"");
          }
          else if (k131 === "job") {
            const v132 = x["job"];
            { const e133 = v_JobInfo(v132); if (e133) return within(e133, [k131]); }
          }
          else if (k131 === "ts") {
            const v132 = x["ts"];
            if (!(Number.isInteger(v132))) return err([k131], "invalid type: " + kind(v132) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t127 === "job_progress") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k134 in x) {
          if (k134 === "type") {
            const v135 = x["type"];
            if (!(typeof v135 === "string")) return err([k134], "invalid type: " + kind(v135) + ", expected string");
            if (v135 !== "job_progress") return err([k134], "invalid value: " + kind(v135) + ", expected the constant " + "\"job_progress\"");
          }
          else if (k134 === "job") {
            const v135 = x["job"];
            { const e136 = v_JobInfo(v135); if (e136) return within(e136, [k134]); }
          }
          else if (k134 === "progress") {
            const v135 = x["progress"];
            { const e137 = v_JobProgress(v135); if (e137) return within(e137, [k134]); }
          }
          else if (k134 === "ts") {
            const v135 = x["ts"];
            if (!(Number.isInteger(v135))) return err([k134], "invalid type: " + kind(v135) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["progress"] === undefined) return err([], "missing field `progress`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t127 === "job_parked") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k138 in x) {
          if (k138 === "type") {
            const v139 = x["type"];
            if (!(typeof v139 === "string")) return err([k138], "invalid type: " + kind(v139) + ", expected string");
            if (v139 !== "job_parked") return err([k138], "invalid value: " + kind(v139) + ", expected the constant " + "\"job_parked\"");
          }
          else if (k138 === "job") {
            const v139 = x["job"];
            { const e140 = v_JobInfo(v139); if (e140) return within(e140, [k138]); }
          }
          else if (k138 === "executionId") {
            const v139 = x["executionId"];
            if (!(typeof v139 === "string")) return err([k138], "invalid type: " + kind(v139) + ", expected string");
          }
          else if (k138 === "ts") {
            const v139 = x["ts"];
            if (!(Number.isInteger(v139))) return err([k138], "invalid type: " + kind(v139) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t127 === "job_resumed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k141 in x) {
          if (k141 === "type") {
            const v142 = x["type"];
            if (!(typeof v142 === "string")) return err([k141], "invalid type: " + kind(v142) + ", expected string");
            if (v142 !== "job_resumed") return err([k141], "invalid value: " + kind(v142) + ", expected the constant " + "\"job_resumed\"");
          }
          else if (k141 === "job") {
            const v142 = x["job"];
            { const e143 = v_JobInfo(v142); if (e143) return within(e143, [k141]); }
          }
          else if (k141 === "executionId") {
            const v142 = x["executionId"];
            if (!(typeof v142 === "string")) return err([k141], "invalid type: " + kind(v142) + ", expected string");
          }
          else if (k141 === "ts") {
            const v142 = x["ts"];
            if (!(Number.isInteger(v142))) return err([k141], "invalid type: " + kind(v142) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t127 === "job_retrying") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k144 in x) {
          if (k144 === "type") {
            const v145 = x["type"];
            if (!(typeof v145 === "string")) return err([k144], "invalid type: " + kind(v145) + ", expected string");
            if (v145 !== "job_retrying") return err([k144], "invalid value: " + kind(v145) + ", expected the constant " + "\"job_retrying\"");
          }
          else if (k144 === "job") {
            const v145 = x["job"];
            { const e146 = v_JobInfo(v145); if (e146) return within(e146, [k144]); }
          }
          else if (k144 === "ts") {
            const v145 = x["ts"];
            if (!(Number.isInteger(v145))) return err([k144], "invalid type: " + kind(v145) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t127 === "job_completed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k147 in x) {
          if (k147 === "type") {
            const v148 = x["type"];
            if (!(typeof v148 === "string")) return err([k147], "invalid type: " + kind(v148) + ", expected string");
            if (v148 !== "job_completed") return err([k147], "invalid value: " + kind(v148) + ", expected the constant " + "\"job_completed\"");
          }
          else if (k147 === "job") {
            const v148 = x["job"];
            { const e149 = v_JobInfo(v148); if (e149) return within(e149, [k147]); }
          }
          else if (k147 === "ts") {
            const v148 = x["ts"];
            if (!(Number.isInteger(v148))) return err([k147], "invalid type: " + kind(v148) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["job"] === undefined) return err([], "missing field `job`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    return err(typeof t127 === "string" ? [] : ["type"], "unknown variant " + kind(t127) + ", expected one of `job_submitted`, `job_started`, `job_progress`, `job_parked`, `job_resumed`, `job_retrying`, `job_completed`");
  })();
  if (e126) return e126;
  return undefined;
}

function v_JobInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k150 in x) {
      if (k150 === "id") {
        const v151 = x["id"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "status") {
        const v151 = x["status"];
        { const e152 = v_JobStatus(v151); if (e152) return within(e152, [k150]); }
      }
      else if (k150 === "cwd") {
        const v151 = x["cwd"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "profile") {
        const v151 = x["profile"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "prompt") {
        const v151 = x["prompt"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "sessionId") {
        const v151 = x["sessionId"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "sdkSessionId") {
        const v151 = x["sdkSessionId"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "createdAt") {
        const v151 = x["createdAt"];
        if (!(Number.isInteger(v151))) return err([k150], "invalid type: " + kind(v151) + ", expected integer");
      }
      else if (k150 === "startedAt") {
        const v151 = x["startedAt"];
        if (!(Number.isInteger(v151))) return err([k150], "invalid type: " + kind(v151) + ", expected integer");
      }
      else if (k150 === "finishedAt") {
        const v151 = x["finishedAt"];
        if (!(Number.isInteger(v151))) return err([k150], "invalid type: " + kind(v151) + ", expected integer");
      }
      else if (k150 === "attempt") {
        const v151 = x["attempt"];
        if (!(Number.isInteger(v151))) return err([k150], "invalid type: " + kind(v151) + ", expected integer");
      }
      else if (k150 === "maxAttempts") {
        const v151 = x["maxAttempts"];
        if (!(Number.isInteger(v151))) return err([k150], "invalid type: " + kind(v151) + ", expected integer");
      }
      else if (k150 === "nextRunAt") {
        const v151 = x["nextRunAt"];
        if (!(Number.isInteger(v151))) return err([k150], "invalid type: " + kind(v151) + ", expected integer");
      }
      else if (k150 === "parkedAt") {
        const v151 = x["parkedAt"];
        if (!(Number.isInteger(v151))) return err([k150], "invalid type: " + kind(v151) + ", expected integer");
      }
      else if (k150 === "parkedExecutionId") {
        const v151 = x["parkedExecutionId"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "usage") {
        const v151 = x["usage"];
        { const e153 = v_JobUsage(v151); if (e153) return within(e153, [k150]); }
      }
      else if (k150 === "result") {
        const v151 = x["result"];
        { const e154 = v_JobResult(v151); if (e154) return within(e154, [k150]); }
      }
      else if (k150 === "error") {
        const v151 = x["error"];
        if (!(typeof v151 === "string")) return err([k150], "invalid type: " + kind(v151) + ", expected string");
      }
      else if (k150 === "meta") {
        const v151 = x["meta"];
        if (!(isObject(v151))) return err([k150], "invalid type: " + kind(v151) + ", expected object");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["cwd"] === undefined) return err([], "missing field `cwd`");
    if (x["prompt"] === undefined) return err([], "missing field `prompt`");
    if (x["createdAt"] === undefined) return err([], "missing field `createdAt`");
    if (x["usage"] === undefined) return err([], "missing field `usage`");
  }
  return undefined;
}

function v_JobProgress(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k155 in x) {
      if (k155 === "kind") {
        const v156 = x["kind"];
        { const e157 = v_JobProgressKind(v156); if (e157) return within(e157, [k155]); }
      }
      else if (k155 === "preview") {
        const v156 = x["preview"];
        if (!(typeof v156 === "string")) return err([k155], "invalid type: " + kind(v156) + ", expected string");
      }
      else if (k155 === "request") {
        const v156 = x["request"];
        { const e158 = v_PermissionRequest(v156); if (e158) return within(e158, [k155]); }
      }
    }
    if (x["kind"] === undefined) return err([], "missing field `kind`");
  }
  return undefined;
}

function v_JobProgressKind(x) {
  const e159 = (() => {
    {
      const u160 = [];
      const b161 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "assistant_text") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"assistant_text\"");
        return undefined;
      })();
      if (b161 === undefined) return undefined;
      u160.push(b161);
      const b162 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "tool_use") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"tool_use\"");
        return undefined;
      })();
      if (b162 === undefined) return undefined;
      u160.push(b162);
      const b163 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_requested") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"permission_requested\"");
        return undefined;
      })();
      if (b163 === undefined) return undefined;
      u160.push(b163);
      const b164 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_resolved") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"permission_resolved\"");
        return undefined;
      })();
      if (b164 === undefined) return undefined;
      u160.push(b164);
      const u160d = u160.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u160d;
    }
  })();
  if (e159) return e159;
  return undefined;
}

function v_JobResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k165 in x) {
      if (k165 === "subtype") {
        const v166 = x["subtype"];
        if (!(typeof v166 === "string")) return err([k165], "invalid type: " + kind(v166) + ", expected string");
      }
      else if (k165 === "isError") {
        const v166 = x["isError"];
        if (!(typeof v166 === "boolean")) return err([k165], "invalid type: " + kind(v166) + ", expected boolean");
      }
      else if (k165 === "result") {
        const v166 = x["result"];
        if (!(typeof v166 === "string")) return err([k165], "invalid type: " + kind(v166) + ", expected string");
      }
      else if (k165 === "errors") {
        const v166 = x["errors"];
        if (!(Array.isArray(v166))) return err([k165], "invalid type: " + kind(v166) + ", expected array");
        {
          for (let i167 = 0; i167 < v166.length; i167++) {
            const v168 = v166[i167];
            if (!(typeof v168 === "string")) return err([k165, i167], "invalid type: " + kind(v168) + ", expected string");
          }
        }
      }
      else if (k165 === "durationMs") {
        const v166 = x["durationMs"];
        if (!(Number.isInteger(v166))) return err([k165], "invalid type: " + kind(v166) + ", expected integer");
      }
    }
    if (x["subtype"] === undefined) return err([], "missing field `subtype`");
    if (x["isError"] === undefined) return err([], "missing field `isError`");
    if (x["durationMs"] === undefined) return err([], "missing field `durationMs`");
  }
  return undefined;
}

function v_JobSessionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k169 in x) {
      if (k169 === "cwd") {
        const v170 = x["cwd"];
        if (!(typeof v170 === "string")) return err([k169], "invalid type: " + kind(v170) + ", expected string");
      }
      else if (k169 === "profile") {
        const v170 = x["profile"];
        if (!(typeof v170 === "string")) return err([k169], "invalid type: " + kind(v170) + ", expected string");
      }
      else if (k169 === "prompt") {
        const v170 = x["prompt"];
        if (!(typeof v170 === "string")) return err([k169], "invalid type: " + kind(v170) + ", expected string");
      }
      else if (k169 === "permissionMode") {
        const v170 = x["permissionMode"];
        { const e171 = v_PermissionMode(v170); if (e171) return within(e171, [k169]); }
      }
      else if (k169 === "allowDangerouslySkipPermissions") {
        const v170 = x["allowDangerouslySkipPermissions"];
        if (!(typeof v170 === "boolean")) return err([k169], "invalid type: " + kind(v170) + ", expected boolean");
      }
      else if (k169 === "allowedTools") {
        const v170 = x["allowedTools"];
        if (!(Array.isArray(v170))) return err([k169], "invalid type: " + kind(v170) + ", expected array");
        {
          for (let i172 = 0; i172 < v170.length; i172++) {
            const v173 = v170[i172];
            if (!(typeof v173 === "string")) return err([k169, i172], "invalid type: " + kind(v173) + ", expected string");
          }
        }
      }
      else if (k169 === "disallowedTools") {
        const v170 = x["disallowedTools"];
        if (!(Array.isArray(v170))) return err([k169], "invalid type: " + kind(v170) + ", expected array");
        {
          for (let i174 = 0; i174 < v170.length; i174++) {
            const v175 = v170[i174];
            if (!(typeof v175 === "string")) return err([k169, i174], "invalid type: " + kind(v175) + ", expected string");
          }
        }
      }
      else if (k169 === "mcpServers") {
        const v170 = x["mcpServers"];
        if (!(isObject(v170))) return err([k169], "invalid type: " + kind(v170) + ", expected object");
        {
          for (const k176 in v170) {
            {
              const v177 = v170[k176];
              { const e178 = v_McpServerConfigWire(v177); if (e178) return within(e178, [k169, k176]); }
            }
          }
        }
      }
      else if (k169 === "settingSources") {
        const v170 = x["settingSources"];
        if (!(Array.isArray(v170))) return err([k169], "invalid type: " + kind(v170) + ", expected array");
        {
          for (let i179 = 0; i179 < v170.length; i179++) {
            const v180 = v170[i179];
            { const e181 = v_SettingSource(v180); if (e181) return within(e181, [k169, i179]); }
          }
        }
      }
      else if (k169 === "model") {
        const v170 = x["model"];
        if (!(typeof v170 === "string")) return err([k169], "invalid type: " + kind(v170) + ", expected string");
      }
      else if (k169 === "maxTurns") {
        const v170 = x["maxTurns"];
        if (!(Number.isInteger(v170))) return err([k169], "invalid type: " + kind(v170) + ", expected integer");
      }
      else if (k169 === "maxBudgetUsd") {
        const v170 = x["maxBudgetUsd"];
        if (!(typeof v170 === "number")) return err([k169], "invalid type: " + kind(v170) + ", expected number");
      }
      else if (k169 === "resume") {
        const v170 = x["resume"];
        if (!(typeof v170 === "string")) return err([k169], "invalid type: " + kind(v170) + ", expected string");
      }
      else if (k169 === "forkSession") {
        const v170 = x["forkSession"];
        if (!(typeof v170 === "boolean")) return err([k169], "invalid type: " + kind(v170) + ", expected boolean");
      }
      else if (k169 === "reasoningEffort") {
        const v170 = x["reasoningEffort"];
        if (!(typeof v170 === "string")) return err([k169], "invalid type: " + kind(v170) + ", expected string");
      }
      else if (k169 === "includePartialMessages") {
        const v170 = x["includePartialMessages"];
        if (!(typeof v170 === "boolean")) return err([k169], "invalid type: " + kind(v170) + ", expected boolean");
      }
      else if (k169 === "approvalTimeoutMs") {
        const v170 = x["approvalTimeoutMs"];
        if (!(Number.isInteger(v170))) return err([k169], "invalid type: " + kind(v170) + ", expected integer");
      }
      else if (k169 === "questionBehavior") {
        const v170 = x["questionBehavior"];
        { const e182 = v_QuestionBehavior(v170); if (e182) return within(e182, [k169]); }
      }
      else if (k169 === "capabilities") {
        const v170 = x["capabilities"];
        if (!(Array.isArray(v170))) return err([k169], "invalid type: " + kind(v170) + ", expected array");
        {
          for (let i183 = 0; i183 < v170.length; i183++) {
            const v184 = v170[i183];
            { const e185 = v_SessionCapability(v184); if (e185) return within(e185, [k169, i183]); }
          }
        }
      }
      else if (k169 === "meta") {
        const v170 = x["meta"];
        if (!(isObject(v170))) return err([k169], "invalid type: " + kind(v170) + ", expected object");
      }
    }
    if (x["cwd"] === undefined) return err([], "missing field `cwd`");
    if (x["prompt"] === undefined) return err([], "missing field `prompt`");
  }
  return undefined;
}

function v_JobStatus(x) {
  const e186 = (() => {
    {
      const u187 = [];
      const b188 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "queued") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"queued\"");
        return undefined;
      })();
      if (b188 === undefined) return undefined;
      u187.push(b188);
      const b189 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "running") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"running\"");
        return undefined;
      })();
      if (b189 === undefined) return undefined;
      u187.push(b189);
      const b190 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "parked") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"parked\"");
        return undefined;
      })();
      if (b190 === undefined) return undefined;
      u187.push(b190);
      const b191 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "succeeded") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"succeeded\"");
        return undefined;
      })();
      if (b191 === undefined) return undefined;
      u187.push(b191);
      const b192 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b192 === undefined) return undefined;
      u187.push(b192);
      const b193 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "canceled") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"canceled\"");
        return undefined;
      })();
      if (b193 === undefined) return undefined;
      u187.push(b193);
      const u187d = u187.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u187d;
    }
  })();
  if (e186) return e186;
  return undefined;
}

function v_JobUsage(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k194 in x) {
      if (k194 === "tokens") {
        const v195 = x["tokens"];
        if (!(Number.isInteger(v195))) return err([k194], "invalid type: " + kind(v195) + ", expected integer");
      }
      else if (k194 === "totalCostUsd") {
        const v195 = x["totalCostUsd"];
        if (!(typeof v195 === "number")) return err([k194], "invalid type: " + kind(v195) + ", expected number");
      }
      else if (k194 === "numTurns") {
        const v195 = x["numTurns"];
        if (!(Number.isInteger(v195))) return err([k194], "invalid type: " + kind(v195) + ", expected integer");
      }
    }
    if (x["tokens"] === undefined) return err([], "missing field `tokens`");
    if (x["totalCostUsd"] === undefined) return err([], "missing field `totalCostUsd`");
    if (x["numTurns"] === undefined) return err([], "missing field `numTurns`");
  }
  return undefined;
}

function v_ListHostDirResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k196 in x) {
      if (k196 === "path") {
        const v197 = x["path"];
        if (!(typeof v197 === "string")) return err([k196], "invalid type: " + kind(v197) + ", expected string");
      }
      else if (k196 === "entries") {
        const v197 = x["entries"];
        if (!(Array.isArray(v197))) return err([k196], "invalid type: " + kind(v197) + ", expected array");
        {
          for (let i198 = 0; i198 < v197.length; i198++) {
            const v199 = v197[i198];
            { const e200 = v_HostDirEntry(v199); if (e200) return within(e200, [k196, i198]); }
          }
        }
      }
      else if (k196 === "truncated") {
        const v197 = x["truncated"];
        if (!(typeof v197 === "boolean")) return err([k196], "invalid type: " + kind(v197) + ", expected boolean");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["entries"] === undefined) return err([], "missing field `entries`");
  }
  return undefined;
}

function v_ListHostRootsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k201 in x) {
      if (k201 === "roots") {
        const v202 = x["roots"];
        if (!(Array.isArray(v202))) return err([k201], "invalid type: " + kind(v202) + ", expected array");
        {
          for (let i203 = 0; i203 < v202.length; i203++) {
            const v204 = v202[i203];
            { const e205 = v_HostFileRoot(v204); if (e205) return within(e205, [k201, i203]); }
          }
        }
      }
      else if (k201 === "canWrite") {
        const v202 = x["canWrite"];
        if (!(typeof v202 === "boolean")) return err([k201], "invalid type: " + kind(v202) + ", expected boolean");
      }
    }
    if (x["roots"] === undefined) return err([], "missing field `roots`");
    if (x["canWrite"] === undefined) return err([], "missing field `canWrite`");
  }
  return undefined;
}

function v_ListJobsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k206 in x) {
      if (k206 === "jobs") {
        const v207 = x["jobs"];
        if (!(Array.isArray(v207))) return err([k206], "invalid type: " + kind(v207) + ", expected array");
        {
          for (let i208 = 0; i208 < v207.length; i208++) {
            const v209 = v207[i208];
            { const e210 = v_JobInfo(v209); if (e210) return within(e210, [k206, i208]); }
          }
        }
      }
    }
    if (x["jobs"] === undefined) return err([], "missing field `jobs`");
  }
  return undefined;
}

function v_ListProfilesResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k211 in x) {
      if (k211 === "profiles") {
        const v212 = x["profiles"];
        if (!(Array.isArray(v212))) return err([k211], "invalid type: " + kind(v212) + ", expected array");
        {
          for (let i213 = 0; i213 < v212.length; i213++) {
            const v214 = v212[i213];
            { const e215 = v_ProfileInfo(v214); if (e215) return within(e215, [k211, i213]); }
          }
        }
      }
      else if (k211 === "canManage") {
        const v212 = x["canManage"];
        if (!(typeof v212 === "boolean")) return err([k211], "invalid type: " + kind(v212) + ", expected boolean");
      }
    }
    if (x["profiles"] === undefined) return err([], "missing field `profiles`");
  }
  return undefined;
}

function v_ListSdkSessionsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k216 in x) {
      if (k216 === "sdkSessions") {
        const v217 = x["sdkSessions"];
        if (!(Array.isArray(v217))) return err([k216], "invalid type: " + kind(v217) + ", expected array");
        {
          for (let i218 = 0; i218 < v217.length; i218++) {
            const v219 = v217[i218];
            { const e220 = v_SdkSessionSummary(v219); if (e220) return within(e220, [k216, i218]); }
          }
        }
      }
    }
    if (x["sdkSessions"] === undefined) return err([], "missing field `sdkSessions`");
  }
  return undefined;
}

function v_ListSessionFilesResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k221 in x) {
      if (k221 === "files") {
        const v222 = x["files"];
        if (!(Array.isArray(v222))) return err([k221], "invalid type: " + kind(v222) + ", expected array");
        {
          for (let i223 = 0; i223 < v222.length; i223++) {
            const v224 = v222[i223];
            { const e225 = v_SessionFileInfo(v224); if (e225) return within(e225, [k221, i223]); }
          }
        }
      }
    }
    if (x["files"] === undefined) return err([], "missing field `files`");
  }
  return undefined;
}

function v_ListSessionsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k226 in x) {
      if (k226 === "sessions") {
        const v227 = x["sessions"];
        if (!(Array.isArray(v227))) return err([k226], "invalid type: " + kind(v227) + ", expected array");
        {
          for (let i228 = 0; i228 < v227.length; i228++) {
            const v229 = v227[i228];
            { const e230 = v_SessionInfo(v229); if (e230) return within(e230, [k226, i228]); }
          }
        }
      }
    }
    if (x["sessions"] === undefined) return err([], "missing field `sessions`");
  }
  return undefined;
}

function v_McpHttpServerConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k231 in x) {
      if (k231 === "type") {
        const v232 = x["type"];
        if (!(typeof v232 === "string")) return err([k231], "invalid type: " + kind(v232) + ", expected string");
        if (v232 !== "http") return err([k231], "invalid value: " + kind(v232) + ", expected the constant " + "\"http\"");
      }
      else if (k231 === "url") {
        const v232 = x["url"];
        if (!(typeof v232 === "string")) return err([k231], "invalid type: " + kind(v232) + ", expected string");
      }
      else if (k231 === "headers") {
        const v232 = x["headers"];
        if (!(isObject(v232))) return err([k231], "invalid type: " + kind(v232) + ", expected object");
        {
          for (const k233 in v232) {
            {
              const v234 = v232[k233];
              if (!(typeof v234 === "string")) return err([k231, k233], "invalid type: " + kind(v234) + ", expected string");
            }
          }
        }
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["url"] === undefined) return err([], "missing field `url`");
  }
  return undefined;
}

function v_McpServerAction(x) {
  const e235 = (() => {
    {
      const u236 = [];
      const b237 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "reconnect") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"reconnect\"");
        return undefined;
      })();
      if (b237 === undefined) return undefined;
      u236.push(b237);
      const b238 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "enable") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"enable\"");
        return undefined;
      })();
      if (b238 === undefined) return undefined;
      u236.push(b238);
      const b239 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "disable") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"disable\"");
        return undefined;
      })();
      if (b239 === undefined) return undefined;
      u236.push(b239);
      const u236d = u236.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u236d;
    }
  })();
  if (e235) return e235;
  return undefined;
}

function v_McpServerActionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k240 in x) {
      if (k240 === "action") {
        const v241 = x["action"];
        { const e242 = v_McpServerAction(v241); if (e242) return within(e242, [k240]); }
      }
    }
    if (x["action"] === undefined) return err([], "missing field `action`");
  }
  return undefined;
}

function v_McpServerConfigWire(x) {
  const e243 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      { const e244 = v_McpStdioServerConfig(x); if (e244) return e244; }
      return undefined;
    }
    const t245 = x["type"];
    if (t245 === "stdio") {
      { const e246 = v_McpStdioServerConfig(x); if (e246) return e246; }
      return undefined;
    }
    if (t245 === "http") {
      { const e247 = v_McpHttpServerConfig(x); if (e247) return e247; }
      return undefined;
    }
    if (t245 === "sse") {
      { const e248 = v_McpSseServerConfig(x); if (e248) return e248; }
      return undefined;
    }
    return err(typeof t245 === "string" ? [] : ["type"], "unknown variant " + kind(t245) + ", expected one of `stdio`, `http`, `sse`");
  })();
  if (e243) return e243;
  return undefined;
}

function v_McpServerIdentity(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k249 in x) {
      if (k249 === "name") {
        const v250 = x["name"];
        if (!(typeof v250 === "string")) return err([k249], "invalid type: " + kind(v250) + ", expected string");
      }
      else if (k249 === "version") {
        const v250 = x["version"];
        if (!(typeof v250 === "string")) return err([k249], "invalid type: " + kind(v250) + ", expected string");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["version"] === undefined) return err([], "missing field `version`");
  }
  return undefined;
}

function v_McpServerStatusInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k251 in x) {
      if (k251 === "name") {
        const v252 = x["name"];
        if (!(typeof v252 === "string")) return err([k251], "invalid type: " + kind(v252) + ", expected string");
      }
      else if (k251 === "status") {
        const v252 = x["status"];
        if (!(typeof v252 === "string")) return err([k251], "invalid type: " + kind(v252) + ", expected string");
      }
      else if (k251 === "scope") {
        const v252 = x["scope"];
        if (!(typeof v252 === "string")) return err([k251], "invalid type: " + kind(v252) + ", expected string");
      }
      else if (k251 === "error") {
        const v252 = x["error"];
        if (!(typeof v252 === "string")) return err([k251], "invalid type: " + kind(v252) + ", expected string");
      }
      else if (k251 === "serverInfo") {
        const v252 = x["serverInfo"];
        { const e253 = v_McpServerIdentity(v252); if (e253) return within(e253, [k251]); }
      }
      else if (k251 === "transport") {
        const v252 = x["transport"];
        { const e254 = v_McpTransport(v252); if (e254) return within(e254, [k251]); }
      }
      else if (k251 === "command") {
        const v252 = x["command"];
        if (!(typeof v252 === "string")) return err([k251], "invalid type: " + kind(v252) + ", expected string");
      }
      else if (k251 === "args") {
        const v252 = x["args"];
        if (!(Array.isArray(v252))) return err([k251], "invalid type: " + kind(v252) + ", expected array");
        {
          for (let i255 = 0; i255 < v252.length; i255++) {
            const v256 = v252[i255];
            if (!(typeof v256 === "string")) return err([k251, i255], "invalid type: " + kind(v256) + ", expected string");
          }
        }
      }
      else if (k251 === "url") {
        const v252 = x["url"];
        if (!(typeof v252 === "string")) return err([k251], "invalid type: " + kind(v252) + ", expected string");
      }
      else if (k251 === "tools") {
        const v252 = x["tools"];
        if (!(Array.isArray(v252))) return err([k251], "invalid type: " + kind(v252) + ", expected array");
        {
          for (let i257 = 0; i257 < v252.length; i257++) {
            const v258 = v252[i257];
            { const e259 = v_McpServerToolInfo(v258); if (e259) return within(e259, [k251, i257]); }
          }
        }
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_McpServerToolInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k260 in x) {
      if (k260 === "name") {
        const v261 = x["name"];
        if (!(typeof v261 === "string")) return err([k260], "invalid type: " + kind(v261) + ", expected string");
      }
      else if (k260 === "description") {
        const v261 = x["description"];
        if (!(typeof v261 === "string")) return err([k260], "invalid type: " + kind(v261) + ", expected string");
      }
      else if (k260 === "annotations") {
        const v261 = x["annotations"];
        { const e262 = v_McpToolAnnotations(v261); if (e262) return within(e262, [k260]); }
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
  }
  return undefined;
}

function v_McpServersResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k263 in x) {
      if (k263 === "servers") {
        const v264 = x["servers"];
        if (!(Array.isArray(v264))) return err([k263], "invalid type: " + kind(v264) + ", expected array");
        {
          for (let i265 = 0; i265 < v264.length; i265++) {
            const v266 = v264[i265];
            { const e267 = v_McpServerStatusInfo(v266); if (e267) return within(e267, [k263, i265]); }
          }
        }
      }
    }
    if (x["servers"] === undefined) return err([], "missing field `servers`");
  }
  return undefined;
}

function v_McpSseServerConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k268 in x) {
      if (k268 === "type") {
        const v269 = x["type"];
        if (!(typeof v269 === "string")) return err([k268], "invalid type: " + kind(v269) + ", expected string");
        if (v269 !== "sse") return err([k268], "invalid value: " + kind(v269) + ", expected the constant " + "\"sse\"");
      }
      else if (k268 === "url") {
        const v269 = x["url"];
        if (!(typeof v269 === "string")) return err([k268], "invalid type: " + kind(v269) + ", expected string");
      }
      else if (k268 === "headers") {
        const v269 = x["headers"];
        if (!(isObject(v269))) return err([k268], "invalid type: " + kind(v269) + ", expected object");
        {
          for (const k270 in v269) {
            {
              const v271 = v269[k270];
              if (!(typeof v271 === "string")) return err([k268, k270], "invalid type: " + kind(v271) + ", expected string");
            }
          }
        }
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["url"] === undefined) return err([], "missing field `url`");
  }
  return undefined;
}

function v_McpStdioServerConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k272 in x) {
      if (k272 === "type") {
        const v273 = x["type"];
        if (!(typeof v273 === "string")) return err([k272], "invalid type: " + kind(v273) + ", expected string");
        if (v273 !== "stdio") return err([k272], "invalid value: " + kind(v273) + ", expected the constant " + "\"stdio\"");
      }
      else if (k272 === "command") {
        const v273 = x["command"];
        if (!(typeof v273 === "string")) return err([k272], "invalid type: " + kind(v273) + ", expected string");
      }
      else if (k272 === "args") {
        const v273 = x["args"];
        if (!(Array.isArray(v273))) return err([k272], "invalid type: " + kind(v273) + ", expected array");
        {
          for (let i274 = 0; i274 < v273.length; i274++) {
            const v275 = v273[i274];
            if (!(typeof v275 === "string")) return err([k272, i274], "invalid type: " + kind(v275) + ", expected string");
          }
        }
      }
      else if (k272 === "env") {
        const v273 = x["env"];
        if (!(isObject(v273))) return err([k272], "invalid type: " + kind(v273) + ", expected object");
        {
          for (const k276 in v273) {
            {
              const v277 = v273[k276];
              if (!(typeof v277 === "string")) return err([k272, k276], "invalid type: " + kind(v277) + ", expected string");
            }
          }
        }
      }
    }
    if (x["command"] === undefined) return err([], "missing field `command`");
  }
  return undefined;
}

function v_McpToolAnnotations(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k278 in x) {
      if (k278 === "readOnly") {
        const v279 = x["readOnly"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else if (k278 === "destructive") {
        const v279 = x["destructive"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
      else if (k278 === "openWorld") {
        const v279 = x["openWorld"];
        if (!(typeof v279 === "boolean")) return err([k278], "invalid type: " + kind(v279) + ", expected boolean");
      }
    }
  }
  return undefined;
}

function v_McpTransport(x) {
  const e280 = (() => {
    {
      const u281 = [];
      const b282 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "stdio") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"stdio\"");
        return undefined;
      })();
      if (b282 === undefined) return undefined;
      u281.push(b282);
      const b283 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "http") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"http\"");
        return undefined;
      })();
      if (b283 === undefined) return undefined;
      u281.push(b283);
      const b284 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "sse") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"sse\"");
        return undefined;
      })();
      if (b284 === undefined) return undefined;
      u281.push(b284);
      const b285 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "sdk") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"sdk\"");
        return undefined;
      })();
      if (b285 === undefined) return undefined;
      u281.push(b285);
      const u281d = u281.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u281d;
    }
  })();
  if (e280) return e280;
  return undefined;
}

function v_MessageAttachment(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k286 in x) {
      if (k286 === "id") {
        const v287 = x["id"];
        if (!(typeof v287 === "string")) return err([k286], "invalid type: " + kind(v287) + ", expected string");
      }
      else if (k286 === "name") {
        const v287 = x["name"];
        if (!(typeof v287 === "string")) return err([k286], "invalid type: " + kind(v287) + ", expected string");
      }
      else if (k286 === "mediaType") {
        const v287 = x["mediaType"];
        if (!(typeof v287 === "string")) return err([k286], "invalid type: " + kind(v287) + ", expected string");
      }
      else if (k286 === "bytes") {
        const v287 = x["bytes"];
        if (!(Number.isInteger(v287))) return err([k286], "invalid type: " + kind(v287) + ", expected integer");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["mediaType"] === undefined) return err([], "missing field `mediaType`");
    if (x["bytes"] === undefined) return err([], "missing field `bytes`");
  }
  return undefined;
}

function v_ModelOption(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k288 in x) {
      if (k288 === "value") {
        const v289 = x["value"];
        if (!(typeof v289 === "string")) return err([k288], "invalid type: " + kind(v289) + ", expected string");
      }
      else if (k288 === "resolvedModel") {
        const v289 = x["resolvedModel"];
        if (!(typeof v289 === "string")) return err([k288], "invalid type: " + kind(v289) + ", expected string");
      }
      else if (k288 === "displayName") {
        const v289 = x["displayName"];
        if (!(typeof v289 === "string")) return err([k288], "invalid type: " + kind(v289) + ", expected string");
      }
      else if (k288 === "description") {
        const v289 = x["description"];
        if (!(typeof v289 === "string")) return err([k288], "invalid type: " + kind(v289) + ", expected string");
      }
      else if (k288 === "primary") {
        const v289 = x["primary"];
        if (!(typeof v289 === "boolean")) return err([k288], "invalid type: " + kind(v289) + ", expected boolean");
      }
      else if (k288 === "reasoningEfforts") {
        const v289 = x["reasoningEfforts"];
        if (!(Array.isArray(v289))) return err([k288], "invalid type: " + kind(v289) + ", expected array");
        {
          for (let i290 = 0; i290 < v289.length; i290++) {
            const v291 = v289[i290];
            if (!(typeof v291 === "string")) return err([k288, i290], "invalid type: " + kind(v291) + ", expected string");
          }
        }
      }
    }
    if (x["value"] === undefined) return err([], "missing field `value`");
    if (x["displayName"] === undefined) return err([], "missing field `displayName`");
  }
  return undefined;
}

function v_NotificationTurnResult(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k292 in x) {
      if (k292 === "isError") {
        const v293 = x["isError"];
        if (!(typeof v293 === "boolean")) return err([k292], "invalid type: " + kind(v293) + ", expected boolean");
      }
      else if (k292 === "durationMs") {
        const v293 = x["durationMs"];
        if (!(Number.isInteger(v293))) return err([k292], "invalid type: " + kind(v293) + ", expected integer");
      }
      else if (k292 === "numTurns") {
        const v293 = x["numTurns"];
        if (!(Number.isInteger(v293))) return err([k292], "invalid type: " + kind(v293) + ", expected integer");
      }
      else if (k292 === "totalCostUsd") {
        const v293 = x["totalCostUsd"];
        if (!(typeof v293 === "number")) return err([k292], "invalid type: " + kind(v293) + ", expected number");
      }
    }
    if (x["isError"] === undefined) return err([], "missing field `isError`");
    if (x["durationMs"] === undefined) return err([], "missing field `durationMs`");
    if (x["numTurns"] === undefined) return err([], "missing field `numTurns`");
    if (x["totalCostUsd"] === undefined) return err([], "missing field `totalCostUsd`");
  }
  return undefined;
}

function v_PermissionBehavior(x) {
  const e294 = (() => {
    {
      const u295 = [];
      const b296 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "allow") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"allow\"");
        return undefined;
      })();
      if (b296 === undefined) return undefined;
      u295.push(b296);
      const b297 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "deny") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"deny\"");
        return undefined;
      })();
      if (b297 === undefined) return undefined;
      u295.push(b297);
      const u295d = u295.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u295d;
    }
  })();
  if (e294) return e294;
  return undefined;
}

function v_PermissionDecisionSource(x) {
  const e298 = (() => {
    {
      const u299 = [];
      const b300 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "client") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"client\"");
        return undefined;
      })();
      if (b300 === undefined) return undefined;
      u299.push(b300);
      const b301 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "timeout") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"timeout\"");
        return undefined;
      })();
      if (b301 === undefined) return undefined;
      u299.push(b301);
      const b302 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "policy") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"policy\"");
        return undefined;
      })();
      if (b302 === undefined) return undefined;
      u299.push(b302);
      const u299d = u299.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u299d;
    }
  })();
  if (e298) return e298;
  return undefined;
}

function v_PermissionMode(x) {
  const e303 = (() => {
    {
      const u304 = [];
      const b305 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "default") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"default\"");
        return undefined;
      })();
      if (b305 === undefined) return undefined;
      u304.push(b305);
      const b306 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "acceptEdits") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"acceptEdits\"");
        return undefined;
      })();
      if (b306 === undefined) return undefined;
      u304.push(b306);
      const b307 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "bypassPermissions") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"bypassPermissions\"");
        return undefined;
      })();
      if (b307 === undefined) return undefined;
      u304.push(b307);
      const b308 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "plan") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"plan\"");
        return undefined;
      })();
      if (b308 === undefined) return undefined;
      u304.push(b308);
      const b309 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "dontAsk") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"dontAsk\"");
        return undefined;
      })();
      if (b309 === undefined) return undefined;
      u304.push(b309);
      const b310 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "auto") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"auto\"");
        return undefined;
      })();
      if (b310 === undefined) return undefined;
      u304.push(b310);
      const u304d = u304.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u304d;
    }
  })();
  if (e303) return e303;
  return undefined;
}

function v_PermissionRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k311 in x) {
      if (k311 === "id") {
        const v312 = x["id"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
      }
      else if (k311 === "toolName") {
        const v312 = x["toolName"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
      }
      else if (k311 === "input") {
        const v312 = x["input"];
        if (!(isObject(v312))) return err([k311], "invalid type: " + kind(v312) + ", expected object");
      }
      else if (k311 === "toolUseId") {
        const v312 = x["toolUseId"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
      }
      else if (k311 === "title") {
        const v312 = x["title"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
      }
      else if (k311 === "displayName") {
        const v312 = x["displayName"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
      }
      else if (k311 === "description") {
        const v312 = x["description"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
      }
      else if (k311 === "decisionReason") {
        const v312 = x["decisionReason"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
      }
      else if (k311 === "agentId") {
        const v312 = x["agentId"];
        if (!(typeof v312 === "string")) return err([k311], "invalid type: " + kind(v312) + ", expected string");
      }
      else if (k311 === "expiresAt") {
        const v312 = x["expiresAt"];
        if (!(Number.isInteger(v312))) return err([k311], "invalid type: " + kind(v312) + ", expected integer");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["toolName"] === undefined) return err([], "missing field `toolName`");
    if (x["input"] === undefined) return err([], "missing field `input`");
    if (x["toolUseId"] === undefined) return err([], "missing field `toolUseId`");
  }
  return undefined;
}

function v_PermissionRuleCounts(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k313 in x) {
      if (k313 === "allow") {
        const v314 = x["allow"];
        if (!(Number.isInteger(v314))) return err([k313], "invalid type: " + kind(v314) + ", expected integer");
      }
      else if (k313 === "ask") {
        const v314 = x["ask"];
        if (!(Number.isInteger(v314))) return err([k313], "invalid type: " + kind(v314) + ", expected integer");
      }
      else if (k313 === "deny") {
        const v314 = x["deny"];
        if (!(Number.isInteger(v314))) return err([k313], "invalid type: " + kind(v314) + ", expected integer");
      }
    }
    if (x["allow"] === undefined) return err([], "missing field `allow`");
    if (x["ask"] === undefined) return err([], "missing field `ask`");
    if (x["deny"] === undefined) return err([], "missing field `deny`");
  }
  return undefined;
}

function v_ProfileConfigSnapshot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k315 in x) {
      if (k315 === "settings") {
        const v316 = x["settings"];
        { const e317 = v_ProfileSettingsSnapshot(v316); if (e317) return within(e317, [k315]); }
      }
      else if (k315 === "hasUserMemory") {
        const v316 = x["hasUserMemory"];
        if (!(typeof v316 === "boolean")) return err([k315], "invalid type: " + kind(v316) + ", expected boolean");
      }
      else if (k315 === "skills") {
        const v316 = x["skills"];
        if (!(Array.isArray(v316))) return err([k315], "invalid type: " + kind(v316) + ", expected array");
        {
          for (let i318 = 0; i318 < v316.length; i318++) {
            const v319 = v316[i318];
            if (!(typeof v319 === "string")) return err([k315, i318], "invalid type: " + kind(v319) + ", expected string");
          }
        }
      }
      else if (k315 === "agents") {
        const v316 = x["agents"];
        if (!(Array.isArray(v316))) return err([k315], "invalid type: " + kind(v316) + ", expected array");
        {
          for (let i320 = 0; i320 < v316.length; i320++) {
            const v321 = v316[i320];
            if (!(typeof v321 === "string")) return err([k315, i320], "invalid type: " + kind(v321) + ", expected string");
          }
        }
      }
      else if (k315 === "commands") {
        const v316 = x["commands"];
        if (!(Array.isArray(v316))) return err([k315], "invalid type: " + kind(v316) + ", expected array");
        {
          for (let i322 = 0; i322 < v316.length; i322++) {
            const v323 = v316[i322];
            if (!(typeof v323 === "string")) return err([k315, i322], "invalid type: " + kind(v323) + ", expected string");
          }
        }
      }
    }
    if (x["hasUserMemory"] === undefined) return err([], "missing field `hasUserMemory`");
    if (x["skills"] === undefined) return err([], "missing field `skills`");
    if (x["agents"] === undefined) return err([], "missing field `agents`");
    if (x["commands"] === undefined) return err([], "missing field `commands`");
  }
  return undefined;
}

function v_ProfileDefaults(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k324 in x) {
      if (k324 === "model") {
        const v325 = x["model"];
        if (!(typeof v325 === "string")) return err([k324], "invalid type: " + kind(v325) + ", expected string");
      }
      else if (k324 === "permissionMode") {
        const v325 = x["permissionMode"];
        { const e326 = v_PermissionMode(v325); if (e326) return within(e326, [k324]); }
      }
    }
  }
  return undefined;
}

function v_ProfileEngine(x) {
  const e327 = (() => {
    {
      const u328 = [];
      const b329 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "claude") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"claude\"");
        return undefined;
      })();
      if (b329 === undefined) return undefined;
      u328.push(b329);
      const b330 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "codex") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"codex\"");
        return undefined;
      })();
      if (b330 === undefined) return undefined;
      u328.push(b330);
      const b331 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "provider") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"provider\"");
        return undefined;
      })();
      if (b331 === undefined) return undefined;
      u328.push(b331);
      const u328d = u328.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u328d;
    }
  })();
  if (e327) return e327;
  return undefined;
}

function v_ProfileInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k332 in x) {
      if (k332 === "name") {
        const v333 = x["name"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "engine") {
        const v333 = x["engine"];
        { const e334 = v_ProfileEngine(v333); if (e334) return within(e334, [k332]); }
      }
      else if (k332 === "configDir") {
        const v333 = x["configDir"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "codexHome") {
        const v333 = x["codexHome"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "provider") {
        const v333 = x["provider"];
        { const e335 = v_ProviderConfig(v333); if (e335) return within(e335, [k332]); }
      }
      else if (k332 === "description") {
        const v333 = x["description"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "defaults") {
        const v333 = x["defaults"];
        { const e336 = v_ProfileDefaults(v333); if (e336) return within(e336, [k332]); }
      }
      else if (k332 === "session") {
        const v333 = x["session"];
        { const e337 = v_ProfileSessionDefaults(v333); if (e337) return within(e337, [k332]); }
      }
      else if (k332 === "models") {
        const v333 = x["models"];
        if (!(Array.isArray(v333))) return err([k332], "invalid type: " + kind(v333) + ", expected array");
        {
          for (let i338 = 0; i338 < v333.length; i338++) {
            const v339 = v333[i338];
            { const e340 = v_ModelOption(v339); if (e340) return within(e340, [k332, i338]); }
          }
        }
      }
      else if (k332 === "defaultModel") {
        const v333 = x["defaultModel"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "capabilities") {
        const v333 = x["capabilities"];
        { const e341 = v_EngineCapabilities(v333); if (e341) return within(e341, [k332]); }
      }
      else if (k332 === "available") {
        const v333 = x["available"];
        if (!(typeof v333 === "boolean")) return err([k332], "invalid type: " + kind(v333) + ", expected boolean");
      }
      else if (k332 === "unavailableReason") {
        const v333 = x["unavailableReason"];
        if (!(typeof v333 === "string")) return err([k332], "invalid type: " + kind(v333) + ", expected string");
      }
      else if (k332 === "managed") {
        const v333 = x["managed"];
        if (!(typeof v333 === "boolean")) return err([k332], "invalid type: " + kind(v333) + ", expected boolean");
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
  }
  return undefined;
}

function v_ProfileSessionDefaults(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k342 in x) {
      if (k342 === "capabilities") {
        const v343 = x["capabilities"];
        if (!(Array.isArray(v343))) return err([k342], "invalid type: " + kind(v343) + ", expected array");
        {
          for (let i344 = 0; i344 < v343.length; i344++) {
            const v345 = v343[i344];
            { const e346 = v_SessionCapability(v345); if (e346) return within(e346, [k342, i344]); }
          }
        }
      }
      else if (k342 === "mcpServers") {
        const v343 = x["mcpServers"];
        if (!(Array.isArray(v343))) return err([k342], "invalid type: " + kind(v343) + ", expected array");
        {
          for (let i347 = 0; i347 < v343.length; i347++) {
            const v348 = v343[i347];
            if (!(typeof v348 === "string")) return err([k342, i347], "invalid type: " + kind(v348) + ", expected string");
          }
        }
      }
      else if (k342 === "instructions") {
        const v343 = x["instructions"];
        if (!(typeof v343 === "string")) return err([k342], "invalid type: " + kind(v343) + ", expected string");
      }
    }
  }
  return undefined;
}

function v_ProfileSettingsSnapshot(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k349 in x) {
      if (k349 === "model") {
        const v350 = x["model"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
      }
      else if (k349 === "defaultPermissionMode") {
        const v350 = x["defaultPermissionMode"];
        if (!(typeof v350 === "string")) return err([k349], "invalid type: " + kind(v350) + ", expected string");
      }
      else if (k349 === "permissionRules") {
        const v350 = x["permissionRules"];
        { const e351 = v_PermissionRuleCounts(v350); if (e351) return within(e351, [k349]); }
      }
      else if (k349 === "envKeys") {
        const v350 = x["envKeys"];
        if (!(Array.isArray(v350))) return err([k349], "invalid type: " + kind(v350) + ", expected array");
        {
          for (let i352 = 0; i352 < v350.length; i352++) {
            const v353 = v350[i352];
            if (!(typeof v353 === "string")) return err([k349, i352], "invalid type: " + kind(v353) + ", expected string");
          }
        }
      }
      else if (k349 === "hooks") {
        const v350 = x["hooks"];
        if (!(Array.isArray(v350))) return err([k349], "invalid type: " + kind(v350) + ", expected array");
        {
          for (let i354 = 0; i354 < v350.length; i354++) {
            const v355 = v350[i354];
            if (!(typeof v355 === "string")) return err([k349, i354], "invalid type: " + kind(v355) + ", expected string");
          }
        }
      }
    }
  }
  return undefined;
}

function v_ProviderConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k356 in x) {
      if (k356 === "id") {
        const v357 = x["id"];
        if (!(typeof v357 === "string")) return err([k356], "invalid type: " + kind(v357) + ", expected string");
      }
      else if (k356 === "model") {
        const v357 = x["model"];
        if (!(typeof v357 === "string")) return err([k356], "invalid type: " + kind(v357) + ", expected string");
      }
      else if (k356 === "models") {
        const v357 = x["models"];
        if (!(Array.isArray(v357))) return err([k356], "invalid type: " + kind(v357) + ", expected array");
        {
          for (let i358 = 0; i358 < v357.length; i358++) {
            const v359 = v357[i358];
            if (!(typeof v359 === "string")) return err([k356, i358], "invalid type: " + kind(v359) + ", expected string");
          }
        }
      }
      else if (k356 === "baseUrl") {
        const v357 = x["baseUrl"];
        if (!(typeof v357 === "string")) return err([k356], "invalid type: " + kind(v357) + ", expected string");
      }
      else if (k356 === "apiKeyEnv") {
        const v357 = x["apiKeyEnv"];
        if (!(typeof v357 === "string")) return err([k356], "invalid type: " + kind(v357) + ", expected string");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
  }
  return undefined;
}

function v_QuestionBehavior(x) {
  const e360 = (() => {
    {
      const u361 = [];
      const b362 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "ask") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"ask\"");
        return undefined;
      })();
      if (b362 === undefined) return undefined;
      u361.push(b362);
      const b363 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "auto") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"auto\"");
        return undefined;
      })();
      if (b363 === undefined) return undefined;
      u361.push(b363);
      const b364 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "deny") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"deny\"");
        return undefined;
      })();
      if (b364 === undefined) return undefined;
      u361.push(b364);
      const u361d = u361.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u361d;
    }
  })();
  if (e360) return e360;
  return undefined;
}

function v_QueueServerFrame(x) {
  const e365 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t366 = x["type"];
    if (t366 === "queue_attached") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k367 in x) {
          if (k367 === "type") {
            const v368 = x["type"];
            if (!(typeof v368 === "string")) return err([k367], "invalid type: " + kind(v368) + ", expected string");
            if (v368 !== "queue_attached") return err([k367], "invalid value: " + kind(v368) + ", expected the constant " + "\"queue_attached\"");
          }
          else if (k367 === "protocolVersion") {
            const v368 = x["protocolVersion"];
            if (!(Number.isInteger(v368))) return err([k367], "invalid type: " + kind(v368) + ", expected integer");
          }
          else if (k367 === "stats") {
            const v368 = x["stats"];
            { const e369 = v_QueueStats(v368); if (e369) return within(e369, [k367]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["protocolVersion"] === undefined) return err([], "missing field `protocolVersion`");
        if (x["stats"] === undefined) return err([], "missing field `stats`");
      }
      return undefined;
    }
    if (t366 === "job_event") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k370 in x) {
          if (k370 === "type") {
            const v371 = x["type"];
            if (!(typeof v371 === "string")) return err([k370], "invalid type: " + kind(v371) + ", expected string");
            if (v371 !== "job_event") return err([k370], "invalid value: " + kind(v371) + ", expected the constant " + "\"job_event\"");
          }
          else if (k370 === "event") {
            const v371 = x["event"];
            { const e372 = v_JobEvent(v371); if (e372) return within(e372, [k370]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["event"] === undefined) return err([], "missing field `event`");
      }
      return undefined;
    }
    if (t366 === "queue_stats") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k373 in x) {
          if (k373 === "type") {
            const v374 = x["type"];
            if (!(typeof v374 === "string")) return err([k373], "invalid type: " + kind(v374) + ", expected string");
            if (v374 !== "queue_stats") return err([k373], "invalid value: " + kind(v374) + ", expected the constant " + "\"queue_stats\"");
          }
          else if (k373 === "stats") {
            const v374 = x["stats"];
            { const e375 = v_QueueStats(v374); if (e375) return within(e375, [k373]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["stats"] === undefined) return err([], "missing field `stats`");
      }
      return undefined;
    }
    return err(typeof t366 === "string" ? [] : ["type"], "unknown variant " + kind(t366) + ", expected one of `queue_attached`, `job_event`, `queue_stats`");
  })();
  if (e365) return e365;
  return undefined;
}

function v_QueueStats(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k376 in x) {
      if (k376 === "maxConcurrency") {
        const v377 = x["maxConcurrency"];
        if (!(Number.isInteger(v377))) return err([k376], "invalid type: " + kind(v377) + ", expected integer");
      }
      else if (k376 === "running") {
        const v377 = x["running"];
        if (!(Number.isInteger(v377))) return err([k376], "invalid type: " + kind(v377) + ", expected integer");
      }
      else if (k376 === "queued") {
        const v377 = x["queued"];
        if (!(Number.isInteger(v377))) return err([k376], "invalid type: " + kind(v377) + ", expected integer");
      }
      else if (k376 === "parked") {
        const v377 = x["parked"];
        if (!(Number.isInteger(v377))) return err([k376], "invalid type: " + kind(v377) + ", expected integer");
      }
      else if (k376 === "sessionTokenLimit") {
        const v377 = x["sessionTokenLimit"];
        if (!(Number.isInteger(v377))) return err([k376], "invalid type: " + kind(v377) + ", expected integer");
      }
      else if (k376 === "dailyTokenLimit") {
        const v377 = x["dailyTokenLimit"];
        if (!(Number.isInteger(v377))) return err([k376], "invalid type: " + kind(v377) + ", expected integer");
      }
      else if (k376 === "dailyTokensUsed") {
        const v377 = x["dailyTokensUsed"];
        if (!(Number.isInteger(v377))) return err([k376], "invalid type: " + kind(v377) + ", expected integer");
      }
      else if (k376 === "paused") {
        const v377 = x["paused"];
        if (!(typeof v377 === "boolean")) return err([k376], "invalid type: " + kind(v377) + ", expected boolean");
      }
    }
    if (x["maxConcurrency"] === undefined) return err([], "missing field `maxConcurrency`");
    if (x["running"] === undefined) return err([], "missing field `running`");
    if (x["queued"] === undefined) return err([], "missing field `queued`");
    if (x["parked"] === undefined) return err([], "missing field `parked`");
    if (x["dailyTokensUsed"] === undefined) return err([], "missing field `dailyTokensUsed`");
    if (x["paused"] === undefined) return err([], "missing field `paused`");
  }
  return undefined;
}

function v_QueueStatsResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k378 in x) {
      if (k378 === "stats") {
        const v379 = x["stats"];
        { const e380 = v_QueueStats(v379); if (e380) return within(e380, [k378]); }
      }
    }
    if (x["stats"] === undefined) return err([], "missing field `stats`");
  }
  return undefined;
}

function v_RateLimitInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k381 in x) {
      if (k381 === "status") {
        const v382 = x["status"];
        if (!(typeof v382 === "string")) return err([k381], "invalid type: " + kind(v382) + ", expected string");
      }
      else if (k381 === "rateLimitType") {
        const v382 = x["rateLimitType"];
        if (!(typeof v382 === "string")) return err([k381], "invalid type: " + kind(v382) + ", expected string");
      }
      else if (k381 === "utilization") {
        const v382 = x["utilization"];
        if (!(typeof v382 === "number")) return err([k381], "invalid type: " + kind(v382) + ", expected number");
      }
      else if (k381 === "resetsAt") {
        const v382 = x["resetsAt"];
        if (!(Number.isInteger(v382))) return err([k381], "invalid type: " + kind(v382) + ", expected integer");
      }
      else if (k381 === "isUsingOverage") {
        const v382 = x["isUsingOverage"];
        if (!(typeof v382 === "boolean")) return err([k381], "invalid type: " + kind(v382) + ", expected boolean");
      }
    }
    if (x["status"] === undefined) return err([], "missing field `status`");
  }
  return undefined;
}

function v_ReadHostFileResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k383 in x) {
      if (k383 === "path") {
        const v384 = x["path"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "content") {
        const v384 = x["content"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "encoding") {
        const v384 = x["encoding"];
        { const e385 = v_FileEncoding(v384); if (e385) return within(e385, [k383]); }
      }
      else if (k383 === "bytes") {
        const v384 = x["bytes"];
        if (!(Number.isInteger(v384))) return err([k383], "invalid type: " + kind(v384) + ", expected integer");
      }
      else if (k383 === "hash") {
        const v384 = x["hash"];
        if (!(typeof v384 === "string")) return err([k383], "invalid type: " + kind(v384) + ", expected string");
      }
      else if (k383 === "modifiedAt") {
        const v384 = x["modifiedAt"];
        if (!(Number.isInteger(v384))) return err([k383], "invalid type: " + kind(v384) + ", expected integer");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["content"] === undefined) return err([], "missing field `content`");
    if (x["encoding"] === undefined) return err([], "missing field `encoding`");
    if (x["bytes"] === undefined) return err([], "missing field `bytes`");
    if (x["hash"] === undefined) return err([], "missing field `hash`");
    if (x["modifiedAt"] === undefined) return err([], "missing field `modifiedAt`");
  }
  return undefined;
}

function v_ResolvePermissionRequest(x) {
  const e386 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `behavior`");
    if (x["behavior"] === undefined) {
      return err([], "missing field `behavior`");
    }
    const t387 = x["behavior"];
    if (t387 === "allow") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k388 in x) {
          if (k388 === "behavior") {
            const v389 = x["behavior"];
            if (!(typeof v389 === "string")) return err([k388], "invalid type: " + kind(v389) + ", expected string");
            if (v389 !== "allow") return err([k388], "invalid value: " + kind(v389) + ", expected the constant " + "\"allow\"");
          }
          else if (k388 === "updatedInput") {
            const v389 = x["updatedInput"];
            if (!(isObject(v389))) return err([k388], "invalid type: " + kind(v389) + ", expected object");
          }
        }
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
      }
      return undefined;
    }
    if (t387 === "deny") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k390 in x) {
          if (k390 === "behavior") {
            const v391 = x["behavior"];
            if (!(typeof v391 === "string")) return err([k390], "invalid type: " + kind(v391) + ", expected string");
            if (v391 !== "deny") return err([k390], "invalid value: " + kind(v391) + ", expected the constant " + "\"deny\"");
          }
          else if (k390 === "message") {
            const v391 = x["message"];
            if (!(typeof v391 === "string")) return err([k390], "invalid type: " + kind(v391) + ", expected string");
          }
          else if (k390 === "interrupt") {
            const v391 = x["interrupt"];
            if (!(typeof v391 === "boolean")) return err([k390], "invalid type: " + kind(v391) + ", expected boolean");
          }
        }
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
      }
      return undefined;
    }
    return err(typeof t387 === "string" ? [] : ["behavior"], "unknown variant " + kind(t387) + ", expected one of `allow`, `deny`");
  })();
  if (e386) return e386;
  return undefined;
}

function v_ResolvePermissionResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k392 in x) {
      if (k392 === "resolved") {
        const v393 = x["resolved"];
        if (!(typeof v393 === "boolean")) return err([k392], "invalid type: " + kind(v393) + ", expected boolean");
        if (v393 !== true) return err([k392], "invalid value: " + kind(v393) + ", expected the constant " + "true");
      }
    }
    if (x["resolved"] === undefined) return err([], "missing field `resolved`");
  }
  return undefined;
}

function v_SaveProfileResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k394 in x) {
      if (k394 === "profile") {
        const v395 = x["profile"];
        { const e396 = v_ProfileInfo(v395); if (e396) return within(e396, [k394]); }
      }
    }
    if (x["profile"] === undefined) return err([], "missing field `profile`");
  }
  return undefined;
}

function v_SdkSessionSummary(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k397 in x) {
      if (k397 === "sessionId") {
        const v398 = x["sessionId"];
        if (!(typeof v398 === "string")) return err([k397], "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "summary") {
        const v398 = x["summary"];
        if (!(typeof v398 === "string")) return err([k397], "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "lastModified") {
        const v398 = x["lastModified"];
        if (!(Number.isInteger(v398))) return err([k397], "invalid type: " + kind(v398) + ", expected integer");
      }
      else if (k397 === "createdAt") {
        const v398 = x["createdAt"];
        if (!(Number.isInteger(v398))) return err([k397], "invalid type: " + kind(v398) + ", expected integer");
      }
      else if (k397 === "customTitle") {
        const v398 = x["customTitle"];
        if (!(typeof v398 === "string")) return err([k397], "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "firstPrompt") {
        const v398 = x["firstPrompt"];
        if (!(typeof v398 === "string")) return err([k397], "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "gitBranch") {
        const v398 = x["gitBranch"];
        if (!(typeof v398 === "string")) return err([k397], "invalid type: " + kind(v398) + ", expected string");
      }
      else if (k397 === "cwd") {
        const v398 = x["cwd"];
        if (!(typeof v398 === "string")) return err([k397], "invalid type: " + kind(v398) + ", expected string");
      }
    }
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
    if (x["summary"] === undefined) return err([], "missing field `summary`");
    if (x["lastModified"] === undefined) return err([], "missing field `lastModified`");
  }
  return undefined;
}

function v_ServerFrame(x) {
  const e399 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t400 = x["type"];
    if (t400 === "attached") {
      { const e401 = v_AttachedFrame(x); if (e401) return e401; }
      return undefined;
    }
    if (t400 === "event") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k402 in x) {
          if (k402 === "type") {
            const v403 = x["type"];
            if (!(typeof v403 === "string")) return err([k402], "invalid type: " + kind(v403) + ", expected string");
            if (v403 !== "event") return err([k402], "invalid value: " + kind(v403) + ", expected the constant " + "\"event\"");
          }
          else if (k402 === "event") {
            const v403 = x["event"];
            { const e404 = v_SessionEvent(v403); if (e404) return within(e404, [k402]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["event"] === undefined) return err([], "missing field `event`");
      }
      return undefined;
    }
    if (t400 === "tool_call_request") {
      { const e405 = v_ToolCallRequestFrame(x); if (e405) return e405; }
      return undefined;
    }
    if (t400 === "tool_call_canceled") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k406 in x) {
          if (k406 === "type") {
            const v407 = x["type"];
            if (!(typeof v407 === "string")) return err([k406], "invalid type: " + kind(v407) + ", expected string");
            if (v407 !== "tool_call_canceled") return err([k406], "invalid value: " + kind(v407) + ", expected the constant " + "\"tool_call_canceled\"");
          }
          else if (k406 === "executionId") {
            const v407 = x["executionId"];
            if (!(typeof v407 === "string")) return err([k406], "invalid type: " + kind(v407) + ", expected string");
          }
          else if (k406 === "reason") {
            const v407 = x["reason"];
            if (!(typeof v407 === "string")) return err([k406], "invalid type: " + kind(v407) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
      }
      return undefined;
    }
    if (t400 === "protocol_error") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k408 in x) {
          if (k408 === "type") {
            const v409 = x["type"];
            if (!(typeof v409 === "string")) return err([k408], "invalid type: " + kind(v409) + ", expected string");
            if (v409 !== "protocol_error") return err([k408], "invalid value: " + kind(v409) + ", expected the constant " + "\"protocol_error\"");
          }
          else if (k408 === "message") {
            const v409 = x["message"];
            if (!(typeof v409 === "string")) return err([k408], "invalid type: " + kind(v409) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
      }
      return undefined;
    }
    return err(typeof t400 === "string" ? [] : ["type"], "unknown variant " + kind(t400) + ", expected one of `attached`, `event`, `tool_call_request`, `tool_call_canceled`, `protocol_error`");
  })();
  if (e399) return e399;
  return undefined;
}

function v_SessionCapability(x) {
  const e410 = (() => {
    {
      const u411 = [];
      const b412 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "web_search") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"web_search\"");
        return undefined;
      })();
      if (b412 === undefined) return undefined;
      u411.push(b412);
      const b413 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "download") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"download\"");
        return undefined;
      })();
      if (b413 === undefined) return undefined;
      u411.push(b413);
      const b414 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "web_fetch") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"web_fetch\"");
        return undefined;
      })();
      if (b414 === undefined) return undefined;
      u411.push(b414);
      const b415 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "deliver_file") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"deliver_file\"");
        return undefined;
      })();
      if (b415 === undefined) return undefined;
      u411.push(b415);
      const u411d = u411.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u411d;
    }
  })();
  if (e410) return e410;
  return undefined;
}

function v_SessionCommand(x) {
  const e416 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t417 = x["type"];
    if (t417 === "user_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k418 in x) {
          if (k418 === "type") {
            const v419 = x["type"];
            if (!(typeof v419 === "string")) return err([k418], "invalid type: " + kind(v419) + ", expected string");
            if (v419 !== "user_message") return err([k418], "invalid value: " + kind(v419) + ", expected the constant " + "\"user_message\"");
          }
          else if (k418 === "text") {
            const v419 = x["text"];
            if (!(typeof v419 === "string")) return err([k418], "invalid type: " + kind(v419) + ", expected string");
          }
          else if (k418 === "attachmentIds") {
            const v419 = x["attachmentIds"];
            if (!(Array.isArray(v419))) return err([k418], "invalid type: " + kind(v419) + ", expected array");
            {
              for (let i420 = 0; i420 < v419.length; i420++) {
                const v421 = v419[i420];
                if (!(typeof v421 === "string")) return err([k418, i420], "invalid type: " + kind(v421) + ", expected string");
              }
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["text"] === undefined) return err([], "missing field `text`");
      }
      return undefined;
    }
    if (t417 === "permission_decision") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k422 in x) {
          if (k422 === "type") {
            const v423 = x["type"];
            if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
            if (v423 !== "permission_decision") return err([k422], "invalid value: " + kind(v423) + ", expected the constant " + "\"permission_decision\"");
          }
          else if (k422 === "requestId") {
            const v423 = x["requestId"];
            if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
          }
          else if (k422 === "behavior") {
            const v423 = x["behavior"];
            { const e424 = v_PermissionBehavior(v423); if (e424) return within(e424, [k422]); }
          }
          else if (k422 === "updatedInput") {
            const v423 = x["updatedInput"];
            if (!(isObject(v423))) return err([k422], "invalid type: " + kind(v423) + ", expected object");
          }
          else if (k422 === "message") {
            const v423 = x["message"];
            if (!(typeof v423 === "string")) return err([k422], "invalid type: " + kind(v423) + ", expected string");
          }
          else if (k422 === "interrupt") {
            const v423 = x["interrupt"];
            if (!(typeof v423 === "boolean")) return err([k422], "invalid type: " + kind(v423) + ", expected boolean");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["requestId"] === undefined) return err([], "missing field `requestId`");
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
      }
      return undefined;
    }
    if (t417 === "interrupt") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k425 in x) {
          if (k425 === "type") {
            const v426 = x["type"];
            if (!(typeof v426 === "string")) return err([k425], "invalid type: " + kind(v426) + ", expected string");
            if (v426 !== "interrupt") return err([k425], "invalid value: " + kind(v426) + ", expected the constant " + "\"interrupt\"");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
      }
      return undefined;
    }
    if (t417 === "set_permission_mode") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k427 in x) {
          if (k427 === "type") {
            const v428 = x["type"];
            if (!(typeof v428 === "string")) return err([k427], "invalid type: " + kind(v428) + ", expected string");
            if (v428 !== "set_permission_mode") return err([k427], "invalid value: " + kind(v428) + ", expected the constant " + "\"set_permission_mode\"");
          }
          else if (k427 === "mode") {
            const v428 = x["mode"];
            { const e429 = v_PermissionMode(v428); if (e429) return within(e429, [k427]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["mode"] === undefined) return err([], "missing field `mode`");
      }
      return undefined;
    }
    if (t417 === "set_model") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k430 in x) {
          if (k430 === "type") {
            const v431 = x["type"];
            if (!(typeof v431 === "string")) return err([k430], "invalid type: " + kind(v431) + ", expected string");
            if (v431 !== "set_model") return err([k430], "invalid value: " + kind(v431) + ", expected the constant " + "\"set_model\"");
          }
          else if (k430 === "model") {
            const v431 = x["model"];
            if (!(typeof v431 === "string")) return err([k430], "invalid type: " + kind(v431) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
      }
      return undefined;
    }
    if (t417 === "tool_call_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k432 in x) {
          if (k432 === "type") {
            const v433 = x["type"];
            if (!(typeof v433 === "string")) return err([k432], "invalid type: " + kind(v433) + ", expected string");
            if (v433 !== "tool_call_result") return err([k432], "invalid value: " + kind(v433) + ", expected the constant " + "\"tool_call_result\"");
          }
          else if (k432 === "executionId") {
            const v433 = x["executionId"];
            if (!(typeof v433 === "string")) return err([k432], "invalid type: " + kind(v433) + ", expected string");
          }
          else if (k432 === "output") {
            const v433 = x["output"];
            { const e434 = v_ToolExecutionOutput(v433); if (e434) return within(e434, [k432]); }
          }
          else if (k432 === "logs") {
            const v433 = x["logs"];
            if (!(Array.isArray(v433))) return err([k432], "invalid type: " + kind(v433) + ", expected array");
            {
              for (let i435 = 0; i435 < v433.length; i435++) {
                const v436 = v433[i435];
                if (!(typeof v436 === "string")) return err([k432, i435], "invalid type: " + kind(v436) + ", expected string");
              }
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["output"] === undefined) return err([], "missing field `output`");
      }
      return undefined;
    }
    if (t417 === "tool_call_error") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k437 in x) {
          if (k437 === "type") {
            const v438 = x["type"];
            if (!(typeof v438 === "string")) return err([k437], "invalid type: " + kind(v438) + ", expected string");
            if (v438 !== "tool_call_error") return err([k437], "invalid value: " + kind(v438) + ", expected the constant " + "\"tool_call_error\"");
          }
          else if (k437 === "executionId") {
            const v438 = x["executionId"];
            if (!(typeof v438 === "string")) return err([k437], "invalid type: " + kind(v438) + ", expected string");
          }
          else if (k437 === "reason") {
            const v438 = x["reason"];
            if (!(typeof v438 === "string")) return err([k437], "invalid type: " + kind(v438) + ", expected string");
          }
          else if (k437 === "error") {
            const v438 = x["error"];
            if (!(typeof v438 === "string")) return err([k437], "invalid type: " + kind(v438) + ", expected string");
          }
          else if (k437 === "logs") {
            const v438 = x["logs"];
            if (!(Array.isArray(v438))) return err([k437], "invalid type: " + kind(v438) + ", expected array");
            {
              for (let i439 = 0; i439 < v438.length; i439++) {
                const v440 = v438[i439];
                if (!(typeof v440 === "string")) return err([k437, i439], "invalid type: " + kind(v440) + ", expected string");
              }
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["error"] === undefined) return err([], "missing field `error`");
      }
      return undefined;
    }
    if (t417 === "close") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k441 in x) {
          if (k441 === "type") {
            const v442 = x["type"];
            if (!(typeof v442 === "string")) return err([k441], "invalid type: " + kind(v442) + ", expected string");
            if (v442 !== "close") return err([k441], "invalid value: " + kind(v442) + ", expected the constant " + "\"close\"");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
      }
      return undefined;
    }
    return err(typeof t417 === "string" ? [] : ["type"], "unknown variant " + kind(t417) + ", expected one of `user_message`, `permission_decision`, `interrupt`, `set_permission_mode`, `set_model`, `tool_call_result`, `tool_call_error`, `close`");
  })();
  if (e416) return e416;
  return undefined;
}

function v_SessionEvent(x) {
  const e443 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t444 = x["type"];
    if (t444 === "system_init") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k445 in x) {
          if (k445 === "type") {
            const v446 = x["type"];
            if (!(typeof v446 === "string")) return err([k445], "invalid type: " + kind(v446) + ", expected string");
            if (v446 !== "system_init") return err([k445], "invalid value: " + kind(v446) + ", expected the constant " + "\"system_init\"");
          }
          else if (k445 === "sdkSessionId") {
            const v446 = x["sdkSessionId"];
            if (!(typeof v446 === "string")) return err([k445], "invalid type: " + kind(v446) + ", expected string");
          }
          else if (k445 === "model") {
            const v446 = x["model"];
            if (!(typeof v446 === "string")) return err([k445], "invalid type: " + kind(v446) + ", expected string");
          }
          else if (k445 === "cwd") {
            const v446 = x["cwd"];
            if (!(typeof v446 === "string")) return err([k445], "invalid type: " + kind(v446) + ", expected string");
          }
          else if (k445 === "apiKeySource") {
            const v446 = x["apiKeySource"];
            if (!(typeof v446 === "string")) return err([k445], "invalid type: " + kind(v446) + ", expected string");
          }
          else if (k445 === "tools") {
            const v446 = x["tools"];
            if (!(Array.isArray(v446))) return err([k445], "invalid type: " + kind(v446) + ", expected array");
            {
              for (let i447 = 0; i447 < v446.length; i447++) {
                const v448 = v446[i447];
                if (!(typeof v448 === "string")) return err([k445, i447], "invalid type: " + kind(v448) + ", expected string");
              }
            }
          }
          else if (k445 === "skills") {
            const v446 = x["skills"];
            if (!(Array.isArray(v446))) return err([k445], "invalid type: " + kind(v446) + ", expected array");
            {
              for (let i449 = 0; i449 < v446.length; i449++) {
                const v450 = v446[i449];
                if (!(typeof v450 === "string")) return err([k445, i449], "invalid type: " + kind(v450) + ", expected string");
              }
            }
          }
          else if (k445 === "slashCommands") {
            const v446 = x["slashCommands"];
            if (!(Array.isArray(v446))) return err([k445], "invalid type: " + kind(v446) + ", expected array");
            {
              for (let i451 = 0; i451 < v446.length; i451++) {
                const v452 = v446[i451];
                if (!(typeof v452 === "string")) return err([k445, i451], "invalid type: " + kind(v452) + ", expected string");
              }
            }
          }
          else if (k445 === "permissionMode") {
            const v446 = x["permissionMode"];
            { const e453 = v_PermissionMode(v446); if (e453) return within(e453, [k445]); }
          }
          else if (k445 === "claudeCodeVersion") {
            const v446 = x["claudeCodeVersion"];
            if (!(typeof v446 === "string")) return err([k445], "invalid type: " + kind(v446) + ", expected string");
          }
          else if (k445 === "mcpServers") {
            const v446 = x["mcpServers"];
            if (!(Array.isArray(v446))) return err([k445], "invalid type: " + kind(v446) + ", expected array");
            {
              for (let i454 = 0; i454 < v446.length; i454++) {
                const v455 = v446[i454];
                if (!(isObject(v455))) return err([k445, i454], "invalid type: " + kind(v455) + ", expected object");
                {
                  for (const k456 in v455) {
                    if (k456 === "name") {
                      const v457 = v455["name"];
                      if (!(typeof v457 === "string")) return err([k445, i454, k456], "invalid type: " + kind(v457) + ", expected string");
                    }
                    else if (k456 === "status") {
                      const v457 = v455["status"];
                      if (!(typeof v457 === "string")) return err([k445, i454, k456], "invalid type: " + kind(v457) + ", expected string");
                    }
                  }
                  if (v455["name"] === undefined) return err([k445, i454], "missing field `name`");
                  if (v455["status"] === undefined) return err([k445, i454], "missing field `status`");
                }
              }
            }
          }
          else if (k445 === "seq") {
            const v446 = x["seq"];
            if (!(Number.isInteger(v446))) return err([k445], "invalid type: " + kind(v446) + ", expected integer");
          }
          else if (k445 === "ts") {
            const v446 = x["ts"];
            if (!(Number.isInteger(v446))) return err([k445], "invalid type: " + kind(v446) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["sdkSessionId"] === undefined) return err([], "missing field `sdkSessionId`");
        if (x["model"] === undefined) return err([], "missing field `model`");
        if (x["cwd"] === undefined) return err([], "missing field `cwd`");
        if (x["apiKeySource"] === undefined) return err([], "missing field `apiKeySource`");
        if (x["tools"] === undefined) return err([], "missing field `tools`");
        if (x["skills"] === undefined) return err([], "missing field `skills`");
        if (x["slashCommands"] === undefined) return err([], "missing field `slashCommands`");
        if (x["permissionMode"] === undefined) return err([], "missing field `permissionMode`");
        if (x["claudeCodeVersion"] === undefined) return err([], "missing field `claudeCodeVersion`");
        if (x["mcpServers"] === undefined) return err([], "missing field `mcpServers`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "status_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k458 in x) {
          if (k458 === "type") {
            const v459 = x["type"];
            if (!(typeof v459 === "string")) return err([k458], "invalid type: " + kind(v459) + ", expected string");
            if (v459 !== "status_changed") return err([k458], "invalid value: " + kind(v459) + ", expected the constant " + "\"status_changed\"");
          }
          else if (k458 === "status") {
            const v459 = x["status"];
            { const e460 = v_SessionStatus(v459); if (e460) return within(e460, [k458]); }
          }
          else if (k458 === "detail") {
            const v459 = x["detail"];
            if (!(typeof v459 === "string")) return err([k458], "invalid type: " + kind(v459) + ", expected string");
          }
          else if (k458 === "seq") {
            const v459 = x["seq"];
            if (!(Number.isInteger(v459))) return err([k458], "invalid type: " + kind(v459) + ", expected integer");
          }
          else if (k458 === "ts") {
            const v459 = x["ts"];
            if (!(Number.isInteger(v459))) return err([k458], "invalid type: " + kind(v459) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["status"] === undefined) return err([], "missing field `status`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "capabilities") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k461 in x) {
          if (k461 === "type") {
            const v462 = x["type"];
            if (!(typeof v462 === "string")) return err([k461], "invalid type: " + kind(v462) + ", expected string");
            if (v462 !== "capabilities") return err([k461], "invalid value: " + kind(v462) + ", expected the constant " + "\"capabilities\"");
          }
          else if (k461 === "models") {
            const v462 = x["models"];
            if (!(Array.isArray(v462))) return err([k461], "invalid type: " + kind(v462) + ", expected array");
            {
              for (let i463 = 0; i463 < v462.length; i463++) {
                const v464 = v462[i463];
                { const e465 = v_ModelOption(v464); if (e465) return within(e465, [k461, i463]); }
              }
            }
          }
          else if (k461 === "commands") {
            const v462 = x["commands"];
            if (!(Array.isArray(v462))) return err([k461], "invalid type: " + kind(v462) + ", expected array");
            {
              for (let i466 = 0; i466 < v462.length; i466++) {
                const v467 = v462[i466];
                { const e468 = v_SlashCommandInfo(v467); if (e468) return within(e468, [k461, i466]); }
              }
            }
          }
          else if (k461 === "defaultModel") {
            const v462 = x["defaultModel"];
            if (!(typeof v462 === "string")) return err([k461], "invalid type: " + kind(v462) + ", expected string");
          }
          else if (k461 === "seq") {
            const v462 = x["seq"];
            if (!(Number.isInteger(v462))) return err([k461], "invalid type: " + kind(v462) + ", expected integer");
          }
          else if (k461 === "ts") {
            const v462 = x["ts"];
            if (!(Number.isInteger(v462))) return err([k461], "invalid type: " + kind(v462) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["models"] === undefined) return err([], "missing field `models`");
        if (x["commands"] === undefined) return err([], "missing field `commands`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "model_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k469 in x) {
          if (k469 === "type") {
            const v470 = x["type"];
            if (!(typeof v470 === "string")) return err([k469], "invalid type: " + kind(v470) + ", expected string");
            if (v470 !== "model_changed") return err([k469], "invalid value: " + kind(v470) + ", expected the constant " + "\"model_changed\"");
          }
          else if (k469 === "model") {
            const v470 = x["model"];
            if (!(typeof v470 === "string")) return err([k469], "invalid type: " + kind(v470) + ", expected string");
          }
          else if (k469 === "seq") {
            const v470 = x["seq"];
            if (!(Number.isInteger(v470))) return err([k469], "invalid type: " + kind(v470) + ", expected integer");
          }
          else if (k469 === "ts") {
            const v470 = x["ts"];
            if (!(Number.isInteger(v470))) return err([k469], "invalid type: " + kind(v470) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "permission_mode_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k471 in x) {
          if (k471 === "type") {
            const v472 = x["type"];
            if (!(typeof v472 === "string")) return err([k471], "invalid type: " + kind(v472) + ", expected string");
            if (v472 !== "permission_mode_changed") return err([k471], "invalid value: " + kind(v472) + ", expected the constant " + "\"permission_mode_changed\"");
          }
          else if (k471 === "mode") {
            const v472 = x["mode"];
            { const e473 = v_PermissionMode(v472); if (e473) return within(e473, [k471]); }
          }
          else if (k471 === "seq") {
            const v472 = x["seq"];
            if (!(Number.isInteger(v472))) return err([k471], "invalid type: " + kind(v472) + ", expected integer");
          }
          else if (k471 === "ts") {
            const v472 = x["ts"];
            if (!(Number.isInteger(v472))) return err([k471], "invalid type: " + kind(v472) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["mode"] === undefined) return err([], "missing field `mode`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "context_usage") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k474 in x) {
          if (k474 === "type") {
            const v475 = x["type"];
            if (!(typeof v475 === "string")) return err([k474], "invalid type: " + kind(v475) + ", expected string");
            if (v475 !== "context_usage") return err([k474], "invalid value: " + kind(v475) + ", expected the constant " + "\"context_usage\"");
          }
          else if (k474 === "usage") {
            const v475 = x["usage"];
            { const e476 = v_ContextUsage(v475); if (e476) return within(e476, [k474]); }
          }
          else if (k474 === "seq") {
            const v475 = x["seq"];
            if (!(Number.isInteger(v475))) return err([k474], "invalid type: " + kind(v475) + ", expected integer");
          }
          else if (k474 === "ts") {
            const v475 = x["ts"];
            if (!(Number.isInteger(v475))) return err([k474], "invalid type: " + kind(v475) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["usage"] === undefined) return err([], "missing field `usage`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "rate_limit") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k477 in x) {
          if (k477 === "type") {
            const v478 = x["type"];
            if (!(typeof v478 === "string")) return err([k477], "invalid type: " + kind(v478) + ", expected string");
            if (v478 !== "rate_limit") return err([k477], "invalid value: " + kind(v478) + ", expected the constant " + "\"rate_limit\"");
          }
          else if (k477 === "info") {
            const v478 = x["info"];
            { const e479 = v_RateLimitInfo(v478); if (e479) return within(e479, [k477]); }
          }
          else if (k477 === "seq") {
            const v478 = x["seq"];
            if (!(Number.isInteger(v478))) return err([k477], "invalid type: " + kind(v478) + ", expected integer");
          }
          else if (k477 === "ts") {
            const v478 = x["ts"];
            if (!(Number.isInteger(v478))) return err([k477], "invalid type: " + kind(v478) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["info"] === undefined) return err([], "missing field `info`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "plan_info") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k480 in x) {
          if (k480 === "type") {
            const v481 = x["type"];
            if (!(typeof v481 === "string")) return err([k480], "invalid type: " + kind(v481) + ", expected string");
            if (v481 !== "plan_info") return err([k480], "invalid value: " + kind(v481) + ", expected the constant " + "\"plan_info\"");
          }
          else if (k480 === "subscriptionType") {
            const v481 = x["subscriptionType"];
            if (!(typeof v481 === "string")) return err([k480], "invalid type: " + kind(v481) + ", expected string");
          }
          else if (k480 === "seq") {
            const v481 = x["seq"];
            if (!(Number.isInteger(v481))) return err([k480], "invalid type: " + kind(v481) + ", expected integer");
          }
          else if (k480 === "ts") {
            const v481 = x["ts"];
            if (!(Number.isInteger(v481))) return err([k480], "invalid type: " + kind(v481) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["subscriptionType"] === undefined) return err([], "missing field `subscriptionType`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "assistant_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k482 in x) {
          if (k482 === "type") {
            const v483 = x["type"];
            if (!(typeof v483 === "string")) return err([k482], "invalid type: " + kind(v483) + ", expected string");
            if (v483 !== "assistant_message") return err([k482], "invalid value: " + kind(v483) + ", expected the constant " + "\"assistant_message\"");
          }
          else if (k482 === "message") {
            const v483 = x["message"];
            { const e484 = v_ApiMessage(v483); if (e484) return within(e484, [k482]); }
          }
          else if (k482 === "parentToolUseId") {
            const v483 = x["parentToolUseId"];
            if (!(typeof v483 === "string" || v483 === null)) return err([k482], "invalid type: " + kind(v483) + ", expected string or null");
          }
          else if (k482 === "replay") {
            const v483 = x["replay"];
            if (!(typeof v483 === "boolean")) return err([k482], "invalid type: " + kind(v483) + ", expected boolean");
          }
          else if (k482 === "uuid") {
            const v483 = x["uuid"];
            if (!(typeof v483 === "string")) return err([k482], "invalid type: " + kind(v483) + ", expected string");
          }
          else if (k482 === "seq") {
            const v483 = x["seq"];
            if (!(Number.isInteger(v483))) return err([k482], "invalid type: " + kind(v483) + ", expected integer");
          }
          else if (k482 === "ts") {
            const v483 = x["ts"];
            if (!(Number.isInteger(v483))) return err([k482], "invalid type: " + kind(v483) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["uuid"] === undefined) return err([], "missing field `uuid`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "user_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k485 in x) {
          if (k485 === "type") {
            const v486 = x["type"];
            if (!(typeof v486 === "string")) return err([k485], "invalid type: " + kind(v486) + ", expected string");
            if (v486 !== "user_message") return err([k485], "invalid value: " + kind(v486) + ", expected the constant " + "\"user_message\"");
          }
          else if (k485 === "message") {
            const v486 = x["message"];
            { const e487 = v_ApiMessage(v486); if (e487) return within(e487, [k485]); }
          }
          else if (k485 === "parentToolUseId") {
            const v486 = x["parentToolUseId"];
            if (!(typeof v486 === "string" || v486 === null)) return err([k485], "invalid type: " + kind(v486) + ", expected string or null");
          }
          else if (k485 === "replay") {
            const v486 = x["replay"];
            if (!(typeof v486 === "boolean")) return err([k485], "invalid type: " + kind(v486) + ", expected boolean");
          }
          else if (k485 === "synthetic") {
            const v486 = x["synthetic"];
            if (!(typeof v486 === "boolean")) return err([k485], "invalid type: " + kind(v486) + ", expected boolean");
          }
          else if (k485 === "attachments") {
            const v486 = x["attachments"];
            if (!(Array.isArray(v486))) return err([k485], "invalid type: " + kind(v486) + ", expected array");
            {
              for (let i488 = 0; i488 < v486.length; i488++) {
                const v489 = v486[i488];
                { const e490 = v_MessageAttachment(v489); if (e490) return within(e490, [k485, i488]); }
              }
            }
          }
          else if (k485 === "uuid") {
            const v486 = x["uuid"];
            if (!(typeof v486 === "string")) return err([k485], "invalid type: " + kind(v486) + ", expected string");
          }
          else if (k485 === "seq") {
            const v486 = x["seq"];
            if (!(Number.isInteger(v486))) return err([k485], "invalid type: " + kind(v486) + ", expected integer");
          }
          else if (k485 === "ts") {
            const v486 = x["ts"];
            if (!(Number.isInteger(v486))) return err([k485], "invalid type: " + kind(v486) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "stream_delta") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k491 in x) {
          if (k491 === "type") {
            const v492 = x["type"];
            if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
            if (v492 !== "stream_delta") return err([k491], "invalid value: " + kind(v492) + ", expected the constant " + "\"stream_delta\"");
          }
          else if (k491 === "event") {
            const v492 = x["event"];
            if (!(isObject(v492))) return err([k491], "invalid type: " + kind(v492) + ", expected object");
            {
              for (const k493 in v492) {
                if (k493 === "type") {
                  const v494 = v492["type"];
                  if (!(typeof v494 === "string")) return err([k491, k493], "invalid type: " + kind(v494) + ", expected string");
                }
              }
              if (v492["type"] === undefined) return err([k491], "missing field `type`");
            }
          }
          else if (k491 === "parentToolUseId") {
            const v492 = x["parentToolUseId"];
            if (!(typeof v492 === "string" || v492 === null)) return err([k491], "invalid type: " + kind(v492) + ", expected string or null");
          }
          else if (k491 === "uuid") {
            const v492 = x["uuid"];
            if (!(typeof v492 === "string")) return err([k491], "invalid type: " + kind(v492) + ", expected string");
          }
          else if (k491 === "seq") {
            const v492 = x["seq"];
            if (!(Number.isInteger(v492))) return err([k491], "invalid type: " + kind(v492) + ", expected integer");
          }
          else if (k491 === "ts") {
            const v492 = x["ts"];
            if (!(Number.isInteger(v492))) return err([k491], "invalid type: " + kind(v492) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["event"] === undefined) return err([], "missing field `event`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["uuid"] === undefined) return err([], "missing field `uuid`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "turn_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k495 in x) {
          if (k495 === "type") {
            const v496 = x["type"];
            if (!(typeof v496 === "string")) return err([k495], "invalid type: " + kind(v496) + ", expected string");
            if (v496 !== "turn_result") return err([k495], "invalid value: " + kind(v496) + ", expected the constant " + "\"turn_result\"");
          }
          else if (k495 === "subtype") {
            const v496 = x["subtype"];
            { const e497 = v_TurnResultSubtype(v496); if (e497) return within(e497, [k495]); }
          }
          else if (k495 === "isError") {
            const v496 = x["isError"];
            if (!(typeof v496 === "boolean")) return err([k495], "invalid type: " + kind(v496) + ", expected boolean");
          }
          else if (k495 === "durationMs") {
            const v496 = x["durationMs"];
            if (!(Number.isInteger(v496))) return err([k495], "invalid type: " + kind(v496) + ", expected integer");
          }
          else if (k495 === "numTurns") {
            const v496 = x["numTurns"];
            if (!(Number.isInteger(v496))) return err([k495], "invalid type: " + kind(v496) + ", expected integer");
          }
          else if (k495 === "totalCostUsd") {
            const v496 = x["totalCostUsd"];
            if (!(typeof v496 === "number")) return err([k495], "invalid type: " + kind(v496) + ", expected number");
          }
          else if (k495 === "result") {
            const v496 = x["result"];
            if (!(typeof v496 === "string")) return err([k495], "invalid type: " + kind(v496) + ", expected string");
          }
          else if (k495 === "errors") {
            const v496 = x["errors"];
            if (!(Array.isArray(v496))) return err([k495], "invalid type: " + kind(v496) + ", expected array");
            {
              for (let i498 = 0; i498 < v496.length; i498++) {
                const v499 = v496[i498];
                if (!(typeof v499 === "string")) return err([k495, i498], "invalid type: " + kind(v499) + ", expected string");
              }
            }
          }
          else if (k495 === "usage") {
            const v496 = x["usage"];
          }
          else if (k495 === "seq") {
            const v496 = x["seq"];
            if (!(Number.isInteger(v496))) return err([k495], "invalid type: " + kind(v496) + ", expected integer");
          }
          else if (k495 === "ts") {
            const v496 = x["ts"];
            if (!(Number.isInteger(v496))) return err([k495], "invalid type: " + kind(v496) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["subtype"] === undefined) return err([], "missing field `subtype`");
        if (x["isError"] === undefined) return err([], "missing field `isError`");
        if (x["durationMs"] === undefined) return err([], "missing field `durationMs`");
        if (x["numTurns"] === undefined) return err([], "missing field `numTurns`");
        if (x["totalCostUsd"] === undefined) return err([], "missing field `totalCostUsd`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "permission_requested") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k500 in x) {
          if (k500 === "type") {
            const v501 = x["type"];
            if (!(typeof v501 === "string")) return err([k500], "invalid type: " + kind(v501) + ", expected string");
            if (v501 !== "permission_requested") return err([k500], "invalid value: " + kind(v501) + ", expected the constant " + "\"permission_requested\"");
          }
          else if (k500 === "request") {
            const v501 = x["request"];
            { const e502 = v_PermissionRequest(v501); if (e502) return within(e502, [k500]); }
          }
          else if (k500 === "seq") {
            const v501 = x["seq"];
            if (!(Number.isInteger(v501))) return err([k500], "invalid type: " + kind(v501) + ", expected integer");
          }
          else if (k500 === "ts") {
            const v501 = x["ts"];
            if (!(Number.isInteger(v501))) return err([k500], "invalid type: " + kind(v501) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["request"] === undefined) return err([], "missing field `request`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "permission_resolved") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k503 in x) {
          if (k503 === "type") {
            const v504 = x["type"];
            if (!(typeof v504 === "string")) return err([k503], "invalid type: " + kind(v504) + ", expected string");
            if (v504 !== "permission_resolved") return err([k503], "invalid value: " + kind(v504) + ", expected the constant " + "\"permission_resolved\"");
          }
          else if (k503 === "requestId") {
            const v504 = x["requestId"];
            if (!(typeof v504 === "string")) return err([k503], "invalid type: " + kind(v504) + ", expected string");
          }
          else if (k503 === "behavior") {
            const v504 = x["behavior"];
            { const e505 = v_PermissionBehavior(v504); if (e505) return within(e505, [k503]); }
          }
          else if (k503 === "resolvedBy") {
            const v504 = x["resolvedBy"];
            { const e506 = v_PermissionDecisionSource(v504); if (e506) return within(e506, [k503]); }
          }
          else if (k503 === "message") {
            const v504 = x["message"];
            if (!(typeof v504 === "string")) return err([k503], "invalid type: " + kind(v504) + ", expected string");
          }
          else if (k503 === "seq") {
            const v504 = x["seq"];
            if (!(Number.isInteger(v504))) return err([k503], "invalid type: " + kind(v504) + ", expected integer");
          }
          else if (k503 === "ts") {
            const v504 = x["ts"];
            if (!(Number.isInteger(v504))) return err([k503], "invalid type: " + kind(v504) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["requestId"] === undefined) return err([], "missing field `requestId`");
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
        if (x["resolvedBy"] === undefined) return err([], "missing field `resolvedBy`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "execution_dispatched") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k507 in x) {
          if (k507 === "type") {
            const v508 = x["type"];
            if (!(typeof v508 === "string")) return err([k507], "invalid type: " + kind(v508) + ", expected string");
            if (v508 !== "execution_dispatched") return err([k507], "invalid value: " + kind(v508) + ", expected the constant " + "\"execution_dispatched\"");
          }
          else if (k507 === "executionId") {
            const v508 = x["executionId"];
            if (!(typeof v508 === "string")) return err([k507], "invalid type: " + kind(v508) + ", expected string");
          }
          else if (k507 === "toolName") {
            const v508 = x["toolName"];
            if (!(typeof v508 === "string")) return err([k507], "invalid type: " + kind(v508) + ", expected string");
          }
          else if (k507 === "backend") {
            const v508 = x["backend"];
            { const e509 = v_ToolExecutionBackend(v508); if (e509) return within(e509, [k507]); }
          }
          else if (k507 === "deferred") {
            const v508 = x["deferred"];
            if (!(typeof v508 === "boolean")) return err([k507], "invalid type: " + kind(v508) + ", expected boolean");
          }
          else if (k507 === "expiresAt") {
            const v508 = x["expiresAt"];
            if (!(Number.isInteger(v508))) return err([k507], "invalid type: " + kind(v508) + ", expected integer");
          }
          else if (k507 === "seq") {
            const v508 = x["seq"];
            if (!(Number.isInteger(v508))) return err([k507], "invalid type: " + kind(v508) + ", expected integer");
          }
          else if (k507 === "ts") {
            const v508 = x["ts"];
            if (!(Number.isInteger(v508))) return err([k507], "invalid type: " + kind(v508) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["toolName"] === undefined) return err([], "missing field `toolName`");
        if (x["backend"] === undefined) return err([], "missing field `backend`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "execution_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k510 in x) {
          if (k510 === "type") {
            const v511 = x["type"];
            if (!(typeof v511 === "string")) return err([k510], "invalid type: " + kind(v511) + ", expected string");
            if (v511 !== "execution_result") return err([k510], "invalid value: " + kind(v511) + ", expected the constant " + "\"execution_result\"");
          }
          else if (k510 === "executionId") {
            const v511 = x["executionId"];
            if (!(typeof v511 === "string")) return err([k510], "invalid type: " + kind(v511) + ", expected string");
          }
          else if (k510 === "output") {
            const v511 = x["output"];
            { const e512 = v_ToolExecutionOutput(v511); if (e512) return within(e512, [k510]); }
          }
          else if (k510 === "logs") {
            const v511 = x["logs"];
            if (!(Array.isArray(v511))) return err([k510], "invalid type: " + kind(v511) + ", expected array");
            {
              for (let i513 = 0; i513 < v511.length; i513++) {
                const v514 = v511[i513];
                if (!(typeof v514 === "string")) return err([k510, i513], "invalid type: " + kind(v514) + ", expected string");
              }
            }
          }
          else if (k510 === "durationMs") {
            const v511 = x["durationMs"];
            if (!(Number.isInteger(v511))) return err([k510], "invalid type: " + kind(v511) + ", expected integer");
          }
          else if (k510 === "seq") {
            const v511 = x["seq"];
            if (!(Number.isInteger(v511))) return err([k510], "invalid type: " + kind(v511) + ", expected integer");
          }
          else if (k510 === "ts") {
            const v511 = x["ts"];
            if (!(Number.isInteger(v511))) return err([k510], "invalid type: " + kind(v511) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["output"] === undefined) return err([], "missing field `output`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "execution_failed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k515 in x) {
          if (k515 === "type") {
            const v516 = x["type"];
            if (!(typeof v516 === "string")) return err([k515], "invalid type: " + kind(v516) + ", expected string");
            if (v516 !== "execution_failed") return err([k515], "invalid value: " + kind(v516) + ", expected the constant " + "\"execution_failed\"");
          }
          else if (k515 === "executionId") {
            const v516 = x["executionId"];
            if (!(typeof v516 === "string")) return err([k515], "invalid type: " + kind(v516) + ", expected string");
          }
          else if (k515 === "reason") {
            const v516 = x["reason"];
            if (!(typeof v516 === "string")) return err([k515], "invalid type: " + kind(v516) + ", expected string");
          }
          else if (k515 === "error") {
            const v516 = x["error"];
            if (!(typeof v516 === "string")) return err([k515], "invalid type: " + kind(v516) + ", expected string");
          }
          else if (k515 === "logs") {
            const v516 = x["logs"];
            if (!(Array.isArray(v516))) return err([k515], "invalid type: " + kind(v516) + ", expected array");
            {
              for (let i517 = 0; i517 < v516.length; i517++) {
                const v518 = v516[i517];
                if (!(typeof v518 === "string")) return err([k515, i517], "invalid type: " + kind(v518) + ", expected string");
              }
            }
          }
          else if (k515 === "durationMs") {
            const v516 = x["durationMs"];
            if (!(Number.isInteger(v516))) return err([k515], "invalid type: " + kind(v516) + ", expected integer");
          }
          else if (k515 === "seq") {
            const v516 = x["seq"];
            if (!(Number.isInteger(v516))) return err([k515], "invalid type: " + kind(v516) + ", expected integer");
          }
          else if (k515 === "ts") {
            const v516 = x["ts"];
            if (!(Number.isInteger(v516))) return err([k515], "invalid type: " + kind(v516) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["error"] === undefined) return err([], "missing field `error`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "file_delivered") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k519 in x) {
          if (k519 === "type") {
            const v520 = x["type"];
            if (!(typeof v520 === "string")) return err([k519], "invalid type: " + kind(v520) + ", expected string");
            if (v520 !== "file_delivered") return err([k519], "invalid value: " + kind(v520) + ", expected the constant " + "\"file_delivered\"");
          }
          else if (k519 === "path") {
            const v520 = x["path"];
            if (!(typeof v520 === "string")) return err([k519], "invalid type: " + kind(v520) + ", expected string");
          }
          else if (k519 === "bytes") {
            const v520 = x["bytes"];
            if (!(Number.isInteger(v520))) return err([k519], "invalid type: " + kind(v520) + ", expected integer");
          }
          else if (k519 === "description") {
            const v520 = x["description"];
            if (!(typeof v520 === "string")) return err([k519], "invalid type: " + kind(v520) + ", expected string");
          }
          else if (k519 === "seq") {
            const v520 = x["seq"];
            if (!(Number.isInteger(v520))) return err([k519], "invalid type: " + kind(v520) + ", expected integer");
          }
          else if (k519 === "ts") {
            const v520 = x["ts"];
            if (!(Number.isInteger(v520))) return err([k519], "invalid type: " + kind(v520) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["path"] === undefined) return err([], "missing field `path`");
        if (x["bytes"] === undefined) return err([], "missing field `bytes`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "sdk_event") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k521 in x) {
          if (k521 === "type") {
            const v522 = x["type"];
            if (!(typeof v522 === "string")) return err([k521], "invalid type: " + kind(v522) + ", expected string");
            if (v522 !== "sdk_event") return err([k521], "invalid value: " + kind(v522) + ", expected the constant " + "\"sdk_event\"");
          }
          else if (k521 === "payload") {
            const v522 = x["payload"];
            if (!(isObject(v522))) return err([k521], "invalid type: " + kind(v522) + ", expected object");
            {
              for (const k523 in v522) {
                if (k523 === "type") {
                  const v524 = v522["type"];
                  if (!(typeof v524 === "string")) return err([k521, k523], "invalid type: " + kind(v524) + ", expected string");
                }
              }
              if (v522["type"] === undefined) return err([k521], "missing field `type`");
            }
          }
          else if (k521 === "seq") {
            const v522 = x["seq"];
            if (!(Number.isInteger(v522))) return err([k521], "invalid type: " + kind(v522) + ", expected integer");
          }
          else if (k521 === "ts") {
            const v522 = x["ts"];
            if (!(Number.isInteger(v522))) return err([k521], "invalid type: " + kind(v522) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["payload"] === undefined) return err([], "missing field `payload`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "session_error") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k525 in x) {
          if (k525 === "type") {
            const v526 = x["type"];
            if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
            if (v526 !== "session_error") return err([k525], "invalid value: " + kind(v526) + ", expected the constant " + "\"session_error\"");
          }
          else if (k525 === "message") {
            const v526 = x["message"];
            if (!(typeof v526 === "string")) return err([k525], "invalid type: " + kind(v526) + ", expected string");
          }
          else if (k525 === "seq") {
            const v526 = x["seq"];
            if (!(Number.isInteger(v526))) return err([k525], "invalid type: " + kind(v526) + ", expected integer");
          }
          else if (k525 === "ts") {
            const v526 = x["ts"];
            if (!(Number.isInteger(v526))) return err([k525], "invalid type: " + kind(v526) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    if (t444 === "session_closed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k527 in x) {
          if (k527 === "type") {
            const v528 = x["type"];
            if (!(typeof v528 === "string")) return err([k527], "invalid type: " + kind(v528) + ", expected string");
            if (v528 !== "session_closed") return err([k527], "invalid value: " + kind(v528) + ", expected the constant " + "\"session_closed\"");
          }
          else if (k527 === "reason") {
            const v528 = x["reason"];
            { const e529 = v_CloseReason(v528); if (e529) return within(e529, [k527]); }
          }
          else if (k527 === "seq") {
            const v528 = x["seq"];
            if (!(Number.isInteger(v528))) return err([k527], "invalid type: " + kind(v528) + ", expected integer");
          }
          else if (k527 === "ts") {
            const v528 = x["ts"];
            if (!(Number.isInteger(v528))) return err([k527], "invalid type: " + kind(v528) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["seq"] === undefined) return err([], "missing field `seq`");
        if (x["ts"] === undefined) return err([], "missing field `ts`");
      }
      return undefined;
    }
    return err(typeof t444 === "string" ? [] : ["type"], "unknown variant " + kind(t444) + ", expected one of `system_init`, `status_changed`, `capabilities`, `model_changed`, `permission_mode_changed`, `context_usage`, `rate_limit`, `plan_info`, `assistant_message`, `user_message`, `stream_delta`, `turn_result`, `permission_requested`, `permission_resolved`, `execution_dispatched`, `execution_result`, `execution_failed`, `file_delivered`, `sdk_event`, `session_error`, `session_closed`");
  })();
  if (e443) return e443;
  return undefined;
}

function v_SessionEventBody(x) {
  const e530 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t531 = x["type"];
    if (t531 === "system_init") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k532 in x) {
          if (k532 === "type") {
            const v533 = x["type"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
            if (v533 !== "system_init") return err([k532], "invalid value: " + kind(v533) + ", expected the constant " + "\"system_init\"");
          }
          else if (k532 === "sdkSessionId") {
            const v533 = x["sdkSessionId"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
          }
          else if (k532 === "model") {
            const v533 = x["model"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
          }
          else if (k532 === "cwd") {
            const v533 = x["cwd"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
          }
          else if (k532 === "apiKeySource") {
            const v533 = x["apiKeySource"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
          }
          else if (k532 === "tools") {
            const v533 = x["tools"];
            if (!(Array.isArray(v533))) return err([k532], "invalid type: " + kind(v533) + ", expected array");
            {
              for (let i534 = 0; i534 < v533.length; i534++) {
                const v535 = v533[i534];
                if (!(typeof v535 === "string")) return err([k532, i534], "invalid type: " + kind(v535) + ", expected string");
              }
            }
          }
          else if (k532 === "skills") {
            const v533 = x["skills"];
            if (!(Array.isArray(v533))) return err([k532], "invalid type: " + kind(v533) + ", expected array");
            {
              for (let i536 = 0; i536 < v533.length; i536++) {
                const v537 = v533[i536];
                if (!(typeof v537 === "string")) return err([k532, i536], "invalid type: " + kind(v537) + ", expected string");
              }
            }
          }
          else if (k532 === "slashCommands") {
            const v533 = x["slashCommands"];
            if (!(Array.isArray(v533))) return err([k532], "invalid type: " + kind(v533) + ", expected array");
            {
              for (let i538 = 0; i538 < v533.length; i538++) {
                const v539 = v533[i538];
                if (!(typeof v539 === "string")) return err([k532, i538], "invalid type: " + kind(v539) + ", expected string");
              }
            }
          }
          else if (k532 === "permissionMode") {
            const v533 = x["permissionMode"];
            { const e540 = v_PermissionMode(v533); if (e540) return within(e540, [k532]); }
          }
          else if (k532 === "claudeCodeVersion") {
            const v533 = x["claudeCodeVersion"];
            if (!(typeof v533 === "string")) return err([k532], "invalid type: " + kind(v533) + ", expected string");
          }
          else if (k532 === "mcpServers") {
            const v533 = x["mcpServers"];
            if (!(Array.isArray(v533))) return err([k532], "invalid type: " + kind(v533) + ", expected array");
            {
              for (let i541 = 0; i541 < v533.length; i541++) {
                const v542 = v533[i541];
                if (!(isObject(v542))) return err([k532, i541], "invalid type: " + kind(v542) + ", expected object");
                {
                  for (const k543 in v542) {
                    if (k543 === "name") {
                      const v544 = v542["name"];
                      if (!(typeof v544 === "string")) return err([k532, i541, k543], "invalid type: " + kind(v544) + ", expected string");
                    }
                    else if (k543 === "status") {
                      const v544 = v542["status"];
                      if (!(typeof v544 === "string")) return err([k532, i541, k543], "invalid type: " + kind(v544) + ", expected string");
                    }
                  }
                  if (v542["name"] === undefined) return err([k532, i541], "missing field `name`");
                  if (v542["status"] === undefined) return err([k532, i541], "missing field `status`");
                }
              }
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["sdkSessionId"] === undefined) return err([], "missing field `sdkSessionId`");
        if (x["model"] === undefined) return err([], "missing field `model`");
        if (x["cwd"] === undefined) return err([], "missing field `cwd`");
        if (x["apiKeySource"] === undefined) return err([], "missing field `apiKeySource`");
        if (x["tools"] === undefined) return err([], "missing field `tools`");
        if (x["skills"] === undefined) return err([], "missing field `skills`");
        if (x["slashCommands"] === undefined) return err([], "missing field `slashCommands`");
        if (x["permissionMode"] === undefined) return err([], "missing field `permissionMode`");
        if (x["claudeCodeVersion"] === undefined) return err([], "missing field `claudeCodeVersion`");
        if (x["mcpServers"] === undefined) return err([], "missing field `mcpServers`");
      }
      return undefined;
    }
    if (t531 === "status_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k545 in x) {
          if (k545 === "type") {
            const v546 = x["type"];
            if (!(typeof v546 === "string")) return err([k545], "invalid type: " + kind(v546) + ", expected string");
            if (v546 !== "status_changed") return err([k545], "invalid value: " + kind(v546) + ", expected the constant " + "\"status_changed\"");
          }
          else if (k545 === "status") {
            const v546 = x["status"];
            { const e547 = v_SessionStatus(v546); if (e547) return within(e547, [k545]); }
          }
          else if (k545 === "detail") {
            const v546 = x["detail"];
            if (!(typeof v546 === "string")) return err([k545], "invalid type: " + kind(v546) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["status"] === undefined) return err([], "missing field `status`");
      }
      return undefined;
    }
    if (t531 === "capabilities") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k548 in x) {
          if (k548 === "type") {
            const v549 = x["type"];
            if (!(typeof v549 === "string")) return err([k548], "invalid type: " + kind(v549) + ", expected string");
            if (v549 !== "capabilities") return err([k548], "invalid value: " + kind(v549) + ", expected the constant " + "\"capabilities\"");
          }
          else if (k548 === "models") {
            const v549 = x["models"];
            if (!(Array.isArray(v549))) return err([k548], "invalid type: " + kind(v549) + ", expected array");
            {
              for (let i550 = 0; i550 < v549.length; i550++) {
                const v551 = v549[i550];
                { const e552 = v_ModelOption(v551); if (e552) return within(e552, [k548, i550]); }
              }
            }
          }
          else if (k548 === "commands") {
            const v549 = x["commands"];
            if (!(Array.isArray(v549))) return err([k548], "invalid type: " + kind(v549) + ", expected array");
            {
              for (let i553 = 0; i553 < v549.length; i553++) {
                const v554 = v549[i553];
                { const e555 = v_SlashCommandInfo(v554); if (e555) return within(e555, [k548, i553]); }
              }
            }
          }
          else if (k548 === "defaultModel") {
            const v549 = x["defaultModel"];
            if (!(typeof v549 === "string")) return err([k548], "invalid type: " + kind(v549) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["models"] === undefined) return err([], "missing field `models`");
        if (x["commands"] === undefined) return err([], "missing field `commands`");
      }
      return undefined;
    }
    if (t531 === "model_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k556 in x) {
          if (k556 === "type") {
            const v557 = x["type"];
            if (!(typeof v557 === "string")) return err([k556], "invalid type: " + kind(v557) + ", expected string");
            if (v557 !== "model_changed") return err([k556], "invalid value: " + kind(v557) + ", expected the constant " + "\"model_changed\"");
          }
          else if (k556 === "model") {
            const v557 = x["model"];
            if (!(typeof v557 === "string")) return err([k556], "invalid type: " + kind(v557) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
      }
      return undefined;
    }
    if (t531 === "permission_mode_changed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k558 in x) {
          if (k558 === "type") {
            const v559 = x["type"];
            if (!(typeof v559 === "string")) return err([k558], "invalid type: " + kind(v559) + ", expected string");
            if (v559 !== "permission_mode_changed") return err([k558], "invalid value: " + kind(v559) + ", expected the constant " + "\"permission_mode_changed\"");
          }
          else if (k558 === "mode") {
            const v559 = x["mode"];
            { const e560 = v_PermissionMode(v559); if (e560) return within(e560, [k558]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["mode"] === undefined) return err([], "missing field `mode`");
      }
      return undefined;
    }
    if (t531 === "context_usage") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k561 in x) {
          if (k561 === "type") {
            const v562 = x["type"];
            if (!(typeof v562 === "string")) return err([k561], "invalid type: " + kind(v562) + ", expected string");
            if (v562 !== "context_usage") return err([k561], "invalid value: " + kind(v562) + ", expected the constant " + "\"context_usage\"");
          }
          else if (k561 === "usage") {
            const v562 = x["usage"];
            { const e563 = v_ContextUsage(v562); if (e563) return within(e563, [k561]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["usage"] === undefined) return err([], "missing field `usage`");
      }
      return undefined;
    }
    if (t531 === "rate_limit") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k564 in x) {
          if (k564 === "type") {
            const v565 = x["type"];
            if (!(typeof v565 === "string")) return err([k564], "invalid type: " + kind(v565) + ", expected string");
            if (v565 !== "rate_limit") return err([k564], "invalid value: " + kind(v565) + ", expected the constant " + "\"rate_limit\"");
          }
          else if (k564 === "info") {
            const v565 = x["info"];
            { const e566 = v_RateLimitInfo(v565); if (e566) return within(e566, [k564]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["info"] === undefined) return err([], "missing field `info`");
      }
      return undefined;
    }
    if (t531 === "plan_info") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k567 in x) {
          if (k567 === "type") {
            const v568 = x["type"];
            if (!(typeof v568 === "string")) return err([k567], "invalid type: " + kind(v568) + ", expected string");
            if (v568 !== "plan_info") return err([k567], "invalid value: " + kind(v568) + ", expected the constant " + "\"plan_info\"");
          }
          else if (k567 === "subscriptionType") {
            const v568 = x["subscriptionType"];
            if (!(typeof v568 === "string")) return err([k567], "invalid type: " + kind(v568) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["subscriptionType"] === undefined) return err([], "missing field `subscriptionType`");
      }
      return undefined;
    }
    if (t531 === "assistant_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k569 in x) {
          if (k569 === "type") {
            const v570 = x["type"];
            if (!(typeof v570 === "string")) return err([k569], "invalid type: " + kind(v570) + ", expected string");
            if (v570 !== "assistant_message") return err([k569], "invalid value: " + kind(v570) + ", expected the constant " + "\"assistant_message\"");
          }
          else if (k569 === "message") {
            const v570 = x["message"];
            { const e571 = v_ApiMessage(v570); if (e571) return within(e571, [k569]); }
          }
          else if (k569 === "parentToolUseId") {
            const v570 = x["parentToolUseId"];
            if (!(typeof v570 === "string" || v570 === null)) return err([k569], "invalid type: " + kind(v570) + ", expected string or null");
          }
          else if (k569 === "replay") {
            const v570 = x["replay"];
            if (!(typeof v570 === "boolean")) return err([k569], "invalid type: " + kind(v570) + ", expected boolean");
          }
          else if (k569 === "uuid") {
            const v570 = x["uuid"];
            if (!(typeof v570 === "string")) return err([k569], "invalid type: " + kind(v570) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["uuid"] === undefined) return err([], "missing field `uuid`");
      }
      return undefined;
    }
    if (t531 === "user_message") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k572 in x) {
          if (k572 === "type") {
            const v573 = x["type"];
            if (!(typeof v573 === "string")) return err([k572], "invalid type: " + kind(v573) + ", expected string");
            if (v573 !== "user_message") return err([k572], "invalid value: " + kind(v573) + ", expected the constant " + "\"user_message\"");
          }
          else if (k572 === "message") {
            const v573 = x["message"];
            { const e574 = v_ApiMessage(v573); if (e574) return within(e574, [k572]); }
          }
          else if (k572 === "parentToolUseId") {
            const v573 = x["parentToolUseId"];
            if (!(typeof v573 === "string" || v573 === null)) return err([k572], "invalid type: " + kind(v573) + ", expected string or null");
          }
          else if (k572 === "replay") {
            const v573 = x["replay"];
            if (!(typeof v573 === "boolean")) return err([k572], "invalid type: " + kind(v573) + ", expected boolean");
          }
          else if (k572 === "synthetic") {
            const v573 = x["synthetic"];
            if (!(typeof v573 === "boolean")) return err([k572], "invalid type: " + kind(v573) + ", expected boolean");
          }
          else if (k572 === "attachments") {
            const v573 = x["attachments"];
            if (!(Array.isArray(v573))) return err([k572], "invalid type: " + kind(v573) + ", expected array");
            {
              for (let i575 = 0; i575 < v573.length; i575++) {
                const v576 = v573[i575];
                { const e577 = v_MessageAttachment(v576); if (e577) return within(e577, [k572, i575]); }
              }
            }
          }
          else if (k572 === "uuid") {
            const v573 = x["uuid"];
            if (!(typeof v573 === "string")) return err([k572], "invalid type: " + kind(v573) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
      }
      return undefined;
    }
    if (t531 === "stream_delta") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k578 in x) {
          if (k578 === "type") {
            const v579 = x["type"];
            if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
            if (v579 !== "stream_delta") return err([k578], "invalid value: " + kind(v579) + ", expected the constant " + "\"stream_delta\"");
          }
          else if (k578 === "event") {
            const v579 = x["event"];
            if (!(isObject(v579))) return err([k578], "invalid type: " + kind(v579) + ", expected object");
            {
              for (const k580 in v579) {
                if (k580 === "type") {
                  const v581 = v579["type"];
                  if (!(typeof v581 === "string")) return err([k578, k580], "invalid type: " + kind(v581) + ", expected string");
                }
              }
              if (v579["type"] === undefined) return err([k578], "missing field `type`");
            }
          }
          else if (k578 === "parentToolUseId") {
            const v579 = x["parentToolUseId"];
            if (!(typeof v579 === "string" || v579 === null)) return err([k578], "invalid type: " + kind(v579) + ", expected string or null");
          }
          else if (k578 === "uuid") {
            const v579 = x["uuid"];
            if (!(typeof v579 === "string")) return err([k578], "invalid type: " + kind(v579) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["event"] === undefined) return err([], "missing field `event`");
        if (x["parentToolUseId"] === undefined) return err([], "missing field `parentToolUseId`");
        if (x["uuid"] === undefined) return err([], "missing field `uuid`");
      }
      return undefined;
    }
    if (t531 === "turn_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k582 in x) {
          if (k582 === "type") {
            const v583 = x["type"];
            if (!(typeof v583 === "string")) return err([k582], "invalid type: " + kind(v583) + ", expected string");
            if (v583 !== "turn_result") return err([k582], "invalid value: " + kind(v583) + ", expected the constant " + "\"turn_result\"");
          }
          else if (k582 === "subtype") {
            const v583 = x["subtype"];
            { const e584 = v_TurnResultSubtype(v583); if (e584) return within(e584, [k582]); }
          }
          else if (k582 === "isError") {
            const v583 = x["isError"];
            if (!(typeof v583 === "boolean")) return err([k582], "invalid type: " + kind(v583) + ", expected boolean");
          }
          else if (k582 === "durationMs") {
            const v583 = x["durationMs"];
            if (!(Number.isInteger(v583))) return err([k582], "invalid type: " + kind(v583) + ", expected integer");
          }
          else if (k582 === "numTurns") {
            const v583 = x["numTurns"];
            if (!(Number.isInteger(v583))) return err([k582], "invalid type: " + kind(v583) + ", expected integer");
          }
          else if (k582 === "totalCostUsd") {
            const v583 = x["totalCostUsd"];
            if (!(typeof v583 === "number")) return err([k582], "invalid type: " + kind(v583) + ", expected number");
          }
          else if (k582 === "result") {
            const v583 = x["result"];
            if (!(typeof v583 === "string")) return err([k582], "invalid type: " + kind(v583) + ", expected string");
          }
          else if (k582 === "errors") {
            const v583 = x["errors"];
            if (!(Array.isArray(v583))) return err([k582], "invalid type: " + kind(v583) + ", expected array");
            {
              for (let i585 = 0; i585 < v583.length; i585++) {
                const v586 = v583[i585];
                if (!(typeof v586 === "string")) return err([k582, i585], "invalid type: " + kind(v586) + ", expected string");
              }
            }
          }
          else if (k582 === "usage") {
            const v583 = x["usage"];
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["subtype"] === undefined) return err([], "missing field `subtype`");
        if (x["isError"] === undefined) return err([], "missing field `isError`");
        if (x["durationMs"] === undefined) return err([], "missing field `durationMs`");
        if (x["numTurns"] === undefined) return err([], "missing field `numTurns`");
        if (x["totalCostUsd"] === undefined) return err([], "missing field `totalCostUsd`");
      }
      return undefined;
    }
    if (t531 === "permission_requested") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k587 in x) {
          if (k587 === "type") {
            const v588 = x["type"];
            if (!(typeof v588 === "string")) return err([k587], "invalid type: " + kind(v588) + ", expected string");
            if (v588 !== "permission_requested") return err([k587], "invalid value: " + kind(v588) + ", expected the constant " + "\"permission_requested\"");
          }
          else if (k587 === "request") {
            const v588 = x["request"];
            { const e589 = v_PermissionRequest(v588); if (e589) return within(e589, [k587]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["request"] === undefined) return err([], "missing field `request`");
      }
      return undefined;
    }
    if (t531 === "permission_resolved") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k590 in x) {
          if (k590 === "type") {
            const v591 = x["type"];
            if (!(typeof v591 === "string")) return err([k590], "invalid type: " + kind(v591) + ", expected string");
            if (v591 !== "permission_resolved") return err([k590], "invalid value: " + kind(v591) + ", expected the constant " + "\"permission_resolved\"");
          }
          else if (k590 === "requestId") {
            const v591 = x["requestId"];
            if (!(typeof v591 === "string")) return err([k590], "invalid type: " + kind(v591) + ", expected string");
          }
          else if (k590 === "behavior") {
            const v591 = x["behavior"];
            { const e592 = v_PermissionBehavior(v591); if (e592) return within(e592, [k590]); }
          }
          else if (k590 === "resolvedBy") {
            const v591 = x["resolvedBy"];
            { const e593 = v_PermissionDecisionSource(v591); if (e593) return within(e593, [k590]); }
          }
          else if (k590 === "message") {
            const v591 = x["message"];
            if (!(typeof v591 === "string")) return err([k590], "invalid type: " + kind(v591) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["requestId"] === undefined) return err([], "missing field `requestId`");
        if (x["behavior"] === undefined) return err([], "missing field `behavior`");
        if (x["resolvedBy"] === undefined) return err([], "missing field `resolvedBy`");
      }
      return undefined;
    }
    if (t531 === "execution_dispatched") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k594 in x) {
          if (k594 === "type") {
            const v595 = x["type"];
            if (!(typeof v595 === "string")) return err([k594], "invalid type: " + kind(v595) + ", expected string");
            if (v595 !== "execution_dispatched") return err([k594], "invalid value: " + kind(v595) + ", expected the constant " + "\"execution_dispatched\"");
          }
          else if (k594 === "executionId") {
            const v595 = x["executionId"];
            if (!(typeof v595 === "string")) return err([k594], "invalid type: " + kind(v595) + ", expected string");
          }
          else if (k594 === "toolName") {
            const v595 = x["toolName"];
            if (!(typeof v595 === "string")) return err([k594], "invalid type: " + kind(v595) + ", expected string");
          }
          else if (k594 === "backend") {
            const v595 = x["backend"];
            { const e596 = v_ToolExecutionBackend(v595); if (e596) return within(e596, [k594]); }
          }
          else if (k594 === "deferred") {
            const v595 = x["deferred"];
            if (!(typeof v595 === "boolean")) return err([k594], "invalid type: " + kind(v595) + ", expected boolean");
          }
          else if (k594 === "expiresAt") {
            const v595 = x["expiresAt"];
            if (!(Number.isInteger(v595))) return err([k594], "invalid type: " + kind(v595) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["toolName"] === undefined) return err([], "missing field `toolName`");
        if (x["backend"] === undefined) return err([], "missing field `backend`");
      }
      return undefined;
    }
    if (t531 === "execution_result") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k597 in x) {
          if (k597 === "type") {
            const v598 = x["type"];
            if (!(typeof v598 === "string")) return err([k597], "invalid type: " + kind(v598) + ", expected string");
            if (v598 !== "execution_result") return err([k597], "invalid value: " + kind(v598) + ", expected the constant " + "\"execution_result\"");
          }
          else if (k597 === "executionId") {
            const v598 = x["executionId"];
            if (!(typeof v598 === "string")) return err([k597], "invalid type: " + kind(v598) + ", expected string");
          }
          else if (k597 === "output") {
            const v598 = x["output"];
            { const e599 = v_ToolExecutionOutput(v598); if (e599) return within(e599, [k597]); }
          }
          else if (k597 === "logs") {
            const v598 = x["logs"];
            if (!(Array.isArray(v598))) return err([k597], "invalid type: " + kind(v598) + ", expected array");
            {
              for (let i600 = 0; i600 < v598.length; i600++) {
                const v601 = v598[i600];
                if (!(typeof v601 === "string")) return err([k597, i600], "invalid type: " + kind(v601) + ", expected string");
              }
            }
          }
          else if (k597 === "durationMs") {
            const v598 = x["durationMs"];
            if (!(Number.isInteger(v598))) return err([k597], "invalid type: " + kind(v598) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["output"] === undefined) return err([], "missing field `output`");
      }
      return undefined;
    }
    if (t531 === "execution_failed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k602 in x) {
          if (k602 === "type") {
            const v603 = x["type"];
            if (!(typeof v603 === "string")) return err([k602], "invalid type: " + kind(v603) + ", expected string");
            if (v603 !== "execution_failed") return err([k602], "invalid value: " + kind(v603) + ", expected the constant " + "\"execution_failed\"");
          }
          else if (k602 === "executionId") {
            const v603 = x["executionId"];
            if (!(typeof v603 === "string")) return err([k602], "invalid type: " + kind(v603) + ", expected string");
          }
          else if (k602 === "reason") {
            const v603 = x["reason"];
            if (!(typeof v603 === "string")) return err([k602], "invalid type: " + kind(v603) + ", expected string");
          }
          else if (k602 === "error") {
            const v603 = x["error"];
            if (!(typeof v603 === "string")) return err([k602], "invalid type: " + kind(v603) + ", expected string");
          }
          else if (k602 === "logs") {
            const v603 = x["logs"];
            if (!(Array.isArray(v603))) return err([k602], "invalid type: " + kind(v603) + ", expected array");
            {
              for (let i604 = 0; i604 < v603.length; i604++) {
                const v605 = v603[i604];
                if (!(typeof v605 === "string")) return err([k602, i604], "invalid type: " + kind(v605) + ", expected string");
              }
            }
          }
          else if (k602 === "durationMs") {
            const v603 = x["durationMs"];
            if (!(Number.isInteger(v603))) return err([k602], "invalid type: " + kind(v603) + ", expected integer");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["executionId"] === undefined) return err([], "missing field `executionId`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["error"] === undefined) return err([], "missing field `error`");
      }
      return undefined;
    }
    if (t531 === "file_delivered") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k606 in x) {
          if (k606 === "type") {
            const v607 = x["type"];
            if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
            if (v607 !== "file_delivered") return err([k606], "invalid value: " + kind(v607) + ", expected the constant " + "\"file_delivered\"");
          }
          else if (k606 === "path") {
            const v607 = x["path"];
            if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
          }
          else if (k606 === "bytes") {
            const v607 = x["bytes"];
            if (!(Number.isInteger(v607))) return err([k606], "invalid type: " + kind(v607) + ", expected integer");
          }
          else if (k606 === "description") {
            const v607 = x["description"];
            if (!(typeof v607 === "string")) return err([k606], "invalid type: " + kind(v607) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["path"] === undefined) return err([], "missing field `path`");
        if (x["bytes"] === undefined) return err([], "missing field `bytes`");
      }
      return undefined;
    }
    if (t531 === "sdk_event") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k608 in x) {
          if (k608 === "type") {
            const v609 = x["type"];
            if (!(typeof v609 === "string")) return err([k608], "invalid type: " + kind(v609) + ", expected string");
            if (v609 !== "sdk_event") return err([k608], "invalid value: " + kind(v609) + ", expected the constant " + "\"sdk_event\"");
          }
          else if (k608 === "payload") {
            const v609 = x["payload"];
            if (!(isObject(v609))) return err([k608], "invalid type: " + kind(v609) + ", expected object");
            {
              for (const k610 in v609) {
                if (k610 === "type") {
                  const v611 = v609["type"];
                  if (!(typeof v611 === "string")) return err([k608, k610], "invalid type: " + kind(v611) + ", expected string");
                }
              }
              if (v609["type"] === undefined) return err([k608], "missing field `type`");
            }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["payload"] === undefined) return err([], "missing field `payload`");
      }
      return undefined;
    }
    if (t531 === "session_error") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k612 in x) {
          if (k612 === "type") {
            const v613 = x["type"];
            if (!(typeof v613 === "string")) return err([k612], "invalid type: " + kind(v613) + ", expected string");
            if (v613 !== "session_error") return err([k612], "invalid value: " + kind(v613) + ", expected the constant " + "\"session_error\"");
          }
          else if (k612 === "message") {
            const v613 = x["message"];
            if (!(typeof v613 === "string")) return err([k612], "invalid type: " + kind(v613) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["message"] === undefined) return err([], "missing field `message`");
      }
      return undefined;
    }
    if (t531 === "session_closed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k614 in x) {
          if (k614 === "type") {
            const v615 = x["type"];
            if (!(typeof v615 === "string")) return err([k614], "invalid type: " + kind(v615) + ", expected string");
            if (v615 !== "session_closed") return err([k614], "invalid value: " + kind(v615) + ", expected the constant " + "\"session_closed\"");
          }
          else if (k614 === "reason") {
            const v615 = x["reason"];
            { const e616 = v_CloseReason(v615); if (e616) return within(e616, [k614]); }
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
      }
      return undefined;
    }
    return err(typeof t531 === "string" ? [] : ["type"], "unknown variant " + kind(t531) + ", expected one of `system_init`, `status_changed`, `capabilities`, `model_changed`, `permission_mode_changed`, `context_usage`, `rate_limit`, `plan_info`, `assistant_message`, `user_message`, `stream_delta`, `turn_result`, `permission_requested`, `permission_resolved`, `execution_dispatched`, `execution_result`, `execution_failed`, `file_delivered`, `sdk_event`, `session_error`, `session_closed`");
  })();
  if (e530) return e530;
  return undefined;
}

function v_SessionFileInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k617 in x) {
      if (k617 === "path") {
        const v618 = x["path"];
        if (!(typeof v618 === "string")) return err([k617], "invalid type: " + kind(v618) + ", expected string");
      }
      else if (k617 === "bytes") {
        const v618 = x["bytes"];
        if (!(Number.isInteger(v618))) return err([k617], "invalid type: " + kind(v618) + ", expected integer");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["bytes"] === undefined) return err([], "missing field `bytes`");
  }
  return undefined;
}

function v_SessionInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k619 in x) {
      if (k619 === "id") {
        const v620 = x["id"];
        if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
      }
      else if (k619 === "sdkSessionId") {
        const v620 = x["sdkSessionId"];
        if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
      }
      else if (k619 === "status") {
        const v620 = x["status"];
        { const e621 = v_SessionStatus(v620); if (e621) return within(e621, [k619]); }
      }
      else if (k619 === "cwd") {
        const v620 = x["cwd"];
        if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
      }
      else if (k619 === "profile") {
        const v620 = x["profile"];
        if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
      }
      else if (k619 === "engine") {
        const v620 = x["engine"];
        { const e622 = v_ProfileEngine(v620); if (e622) return within(e622, [k619]); }
      }
      else if (k619 === "capabilities") {
        const v620 = x["capabilities"];
        { const e623 = v_EngineCapabilities(v620); if (e623) return within(e623, [k619]); }
      }
      else if (k619 === "model") {
        const v620 = x["model"];
        if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
      }
      else if (k619 === "permissionMode") {
        const v620 = x["permissionMode"];
        { const e624 = v_PermissionMode(v620); if (e624) return within(e624, [k619]); }
      }
      else if (k619 === "canBypassPermissions") {
        const v620 = x["canBypassPermissions"];
        if (!(typeof v620 === "boolean")) return err([k619], "invalid type: " + kind(v620) + ", expected boolean");
      }
      else if (k619 === "apiKeySource") {
        const v620 = x["apiKeySource"];
        if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
      }
      else if (k619 === "createdAt") {
        const v620 = x["createdAt"];
        if (!(Number.isInteger(v620))) return err([k619], "invalid type: " + kind(v620) + ", expected integer");
      }
      else if (k619 === "lastSeq") {
        const v620 = x["lastSeq"];
        if (!(Number.isInteger(v620))) return err([k619], "invalid type: " + kind(v620) + ", expected integer");
      }
      else if (k619 === "pendingPermissionCount") {
        const v620 = x["pendingPermissionCount"];
        if (!(Number.isInteger(v620))) return err([k619], "invalid type: " + kind(v620) + ", expected integer");
      }
      else if (k619 === "meta") {
        const v620 = x["meta"];
        if (!(isObject(v620))) return err([k619], "invalid type: " + kind(v620) + ", expected object");
      }
      else if (k619 === "title") {
        const v620 = x["title"];
        if (!(typeof v620 === "string")) return err([k619], "invalid type: " + kind(v620) + ", expected string");
      }
      else if (k619 === "totalCostUsd") {
        const v620 = x["totalCostUsd"];
        if (!(typeof v620 === "number")) return err([k619], "invalid type: " + kind(v620) + ", expected number");
      }
      else if (k619 === "numTurns") {
        const v620 = x["numTurns"];
        if (!(Number.isInteger(v620))) return err([k619], "invalid type: " + kind(v620) + ", expected integer");
      }
      else if (k619 === "lastActivityAt") {
        const v620 = x["lastActivityAt"];
        if (!(Number.isInteger(v620))) return err([k619], "invalid type: " + kind(v620) + ", expected integer");
      }
    }
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["status"] === undefined) return err([], "missing field `status`");
    if (x["cwd"] === undefined) return err([], "missing field `cwd`");
    if (x["createdAt"] === undefined) return err([], "missing field `createdAt`");
    if (x["lastSeq"] === undefined) return err([], "missing field `lastSeq`");
    if (x["pendingPermissionCount"] === undefined) return err([], "missing field `pendingPermissionCount`");
  }
  return undefined;
}

function v_SessionNotification(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k625 in x) {
      if (k625 === "type") {
        const v626 = x["type"];
        { const e627 = v_SessionNotificationType(v626); if (e627) return within(e627, [k625]); }
      }
      else if (k625 === "sessionId") {
        const v626 = x["sessionId"];
        if (!(typeof v626 === "string")) return err([k625], "invalid type: " + kind(v626) + ", expected string");
      }
      else if (k625 === "session") {
        const v626 = x["session"];
        { const e628 = v_SessionInfo(v626); if (e628) return within(e628, [k625]); }
      }
      else if (k625 === "seq") {
        const v626 = x["seq"];
        if (!(Number.isInteger(v626))) return err([k625], "invalid type: " + kind(v626) + ", expected integer");
      }
      else if (k625 === "ts") {
        const v626 = x["ts"];
        if (!(Number.isInteger(v626))) return err([k625], "invalid type: " + kind(v626) + ", expected integer");
      }
      else if (k625 === "preview") {
        const v626 = x["preview"];
        if (!(typeof v626 === "string")) return err([k625], "invalid type: " + kind(v626) + ", expected string");
      }
      else if (k625 === "request") {
        const v626 = x["request"];
        { const e629 = v_PermissionRequest(v626); if (e629) return within(e629, [k625]); }
      }
      else if (k625 === "result") {
        const v626 = x["result"];
        { const e630 = v_NotificationTurnResult(v626); if (e630) return within(e630, [k625]); }
      }
      else if (k625 === "reason") {
        const v626 = x["reason"];
        { const e631 = v_CloseReason(v626); if (e631) return within(e631, [k625]); }
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
    if (x["session"] === undefined) return err([], "missing field `session`");
    if (x["seq"] === undefined) return err([], "missing field `seq`");
    if (x["ts"] === undefined) return err([], "missing field `ts`");
  }
  return undefined;
}

function v_SessionNotificationType(x) {
  const e632 = (() => {
    {
      const u633 = [];
      const b634 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "permission_requested") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"permission_requested\"");
        return undefined;
      })();
      if (b634 === undefined) return undefined;
      u633.push(b634);
      const b635 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "turn_completed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"turn_completed\"");
        return undefined;
      })();
      if (b635 === undefined) return undefined;
      u633.push(b635);
      const b636 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "session_error") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"session_error\"");
        return undefined;
      })();
      if (b636 === undefined) return undefined;
      u633.push(b636);
      const b637 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "session_closed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"session_closed\"");
        return undefined;
      })();
      if (b637 === undefined) return undefined;
      u633.push(b637);
      const u633d = u633.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u633d;
    }
  })();
  if (e632) return e632;
  return undefined;
}

function v_SessionStatus(x) {
  const e638 = (() => {
    {
      const u639 = [];
      const b640 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "starting") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"starting\"");
        return undefined;
      })();
      if (b640 === undefined) return undefined;
      u639.push(b640);
      const b641 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "running") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"running\"");
        return undefined;
      })();
      if (b641 === undefined) return undefined;
      u639.push(b641);
      const b642 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "awaiting_approval") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"awaiting_approval\"");
        return undefined;
      })();
      if (b642 === undefined) return undefined;
      u639.push(b642);
      const b643 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "idle") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"idle\"");
        return undefined;
      })();
      if (b643 === undefined) return undefined;
      u639.push(b643);
      const b644 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "parked") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"parked\"");
        return undefined;
      })();
      if (b644 === undefined) return undefined;
      u639.push(b644);
      const b645 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b645 === undefined) return undefined;
      u639.push(b645);
      const b646 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "closed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"closed\"");
        return undefined;
      })();
      if (b646 === undefined) return undefined;
      u639.push(b646);
      const u639d = u639.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u639d;
    }
  })();
  if (e638) return e638;
  return undefined;
}

function v_SessionWebhookConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k647 in x) {
      if (k647 === "url") {
        const v648 = x["url"];
        if (!(typeof v648 === "string")) return err([k647], "invalid type: " + kind(v648) + ", expected string");
      }
      else if (k647 === "headers") {
        const v648 = x["headers"];
        if (!(isObject(v648))) return err([k647], "invalid type: " + kind(v648) + ", expected object");
        {
          for (const k649 in v648) {
            {
              const v650 = v648[k649];
              if (!(typeof v650 === "string")) return err([k647, k649], "invalid type: " + kind(v650) + ", expected string");
            }
          }
        }
      }
      else if (k647 === "events") {
        const v648 = x["events"];
        if (!(Array.isArray(v648))) return err([k647], "invalid type: " + kind(v648) + ", expected array");
        {
          for (let i651 = 0; i651 < v648.length; i651++) {
            const v652 = v648[i651];
            { const e653 = v_SessionNotificationType(v652); if (e653) return within(e653, [k647, i651]); }
          }
        }
      }
    }
    if (x["url"] === undefined) return err([], "missing field `url`");
  }
  return undefined;
}

function v_SettingSource(x) {
  const e654 = (() => {
    {
      const u655 = [];
      const b656 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "user") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"user\"");
        return undefined;
      })();
      if (b656 === undefined) return undefined;
      u655.push(b656);
      const b657 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "project") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"project\"");
        return undefined;
      })();
      if (b657 === undefined) return undefined;
      u655.push(b657);
      const b658 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "local") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"local\"");
        return undefined;
      })();
      if (b658 === undefined) return undefined;
      u655.push(b658);
      const u655d = u655.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u655d;
    }
  })();
  if (e654) return e654;
  return undefined;
}

function v_SlashCommandInfo(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k659 in x) {
      if (k659 === "name") {
        const v660 = x["name"];
        if (!(typeof v660 === "string")) return err([k659], "invalid type: " + kind(v660) + ", expected string");
      }
      else if (k659 === "description") {
        const v660 = x["description"];
        if (!(typeof v660 === "string")) return err([k659], "invalid type: " + kind(v660) + ", expected string");
      }
      else if (k659 === "argumentHint") {
        const v660 = x["argumentHint"];
        if (!(typeof v660 === "string")) return err([k659], "invalid type: " + kind(v660) + ", expected string");
      }
      else if (k659 === "aliases") {
        const v660 = x["aliases"];
        if (!(Array.isArray(v660))) return err([k659], "invalid type: " + kind(v660) + ", expected array");
        {
          for (let i661 = 0; i661 < v660.length; i661++) {
            const v662 = v660[i661];
            if (!(typeof v662 === "string")) return err([k659, i661], "invalid type: " + kind(v662) + ", expected string");
          }
        }
      }
    }
    if (x["name"] === undefined) return err([], "missing field `name`");
  }
  return undefined;
}

function v_StreamingGranularity(x) {
  const e663 = (() => {
    {
      const u664 = [];
      const b665 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "token") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"token\"");
        return undefined;
      })();
      if (b665 === undefined) return undefined;
      u664.push(b665);
      const b666 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "item") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"item\"");
        return undefined;
      })();
      if (b666 === undefined) return undefined;
      u664.push(b666);
      const b667 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "none") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"none\"");
        return undefined;
      })();
      if (b667 === undefined) return undefined;
      u664.push(b667);
      const u664d = u664.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u664d;
    }
  })();
  if (e663) return e663;
  return undefined;
}

function v_SubmitExecutionResultRequest(x) {
  const e668 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `status`");
    if (x["status"] === undefined) {
      return err([], "missing field `status`");
    }
    const t669 = x["status"];
    if (t669 === "ok") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k670 in x) {
          if (k670 === "status") {
            const v671 = x["status"];
            if (!(typeof v671 === "string")) return err([k670], "invalid type: " + kind(v671) + ", expected string");
            if (v671 !== "ok") return err([k670], "invalid value: " + kind(v671) + ", expected the constant " + "\"ok\"");
          }
          else if (k670 === "output") {
            const v671 = x["output"];
            { const e672 = v_ToolExecutionOutput(v671); if (e672) return within(e672, [k670]); }
          }
          else if (k670 === "logs") {
            const v671 = x["logs"];
            if (!(Array.isArray(v671))) return err([k670], "invalid type: " + kind(v671) + ", expected array");
            {
              for (let i673 = 0; i673 < v671.length; i673++) {
                const v674 = v671[i673];
                if (!(typeof v674 === "string")) return err([k670, i673], "invalid type: " + kind(v674) + ", expected string");
              }
            }
          }
        }
        if (x["status"] === undefined) return err([], "missing field `status`");
        if (x["output"] === undefined) return err([], "missing field `output`");
      }
      return undefined;
    }
    if (t669 === "failed") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k675 in x) {
          if (k675 === "status") {
            const v676 = x["status"];
            if (!(typeof v676 === "string")) return err([k675], "invalid type: " + kind(v676) + ", expected string");
            if (v676 !== "failed") return err([k675], "invalid value: " + kind(v676) + ", expected the constant " + "\"failed\"");
          }
          else if (k675 === "reason") {
            const v676 = x["reason"];
            if (!(typeof v676 === "string")) return err([k675], "invalid type: " + kind(v676) + ", expected string");
          }
          else if (k675 === "error") {
            const v676 = x["error"];
            if (!(typeof v676 === "string")) return err([k675], "invalid type: " + kind(v676) + ", expected string");
          }
          else if (k675 === "logs") {
            const v676 = x["logs"];
            if (!(Array.isArray(v676))) return err([k675], "invalid type: " + kind(v676) + ", expected array");
            {
              for (let i677 = 0; i677 < v676.length; i677++) {
                const v678 = v676[i677];
                if (!(typeof v678 === "string")) return err([k675, i677], "invalid type: " + kind(v678) + ", expected string");
              }
            }
          }
        }
        if (x["status"] === undefined) return err([], "missing field `status`");
        if (x["reason"] === undefined) return err([], "missing field `reason`");
        if (x["error"] === undefined) return err([], "missing field `error`");
      }
      return undefined;
    }
    return err(typeof t669 === "string" ? [] : ["status"], "unknown variant " + kind(t669) + ", expected one of `ok`, `failed`");
  })();
  if (e668) return e668;
  return undefined;
}

function v_SubmitExecutionResultResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k679 in x) {
      if (k679 === "applied") {
        const v680 = x["applied"];
        if (!(typeof v680 === "boolean")) return err([k679], "invalid type: " + kind(v680) + ", expected boolean");
      }
      else if (k679 === "sessionId") {
        const v680 = x["sessionId"];
        if (!(typeof v680 === "string")) return err([k679], "invalid type: " + kind(v680) + ", expected string");
      }
    }
    if (x["applied"] === undefined) return err([], "missing field `applied`");
    if (x["sessionId"] === undefined) return err([], "missing field `sessionId`");
  }
  return undefined;
}

function v_TextBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k681 in x) {
      if (k681 === "type") {
        const v682 = x["type"];
        if (!(typeof v682 === "string")) return err([k681], "invalid type: " + kind(v682) + ", expected string");
        if (v682 !== "text") return err([k681], "invalid value: " + kind(v682) + ", expected the constant " + "\"text\"");
      }
      else if (k681 === "text") {
        const v682 = x["text"];
        if (!(typeof v682 === "string")) return err([k681], "invalid type: " + kind(v682) + ", expected string");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["text"] === undefined) return err([], "missing field `text`");
  }
  return undefined;
}

function v_ThinkingBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k683 in x) {
      if (k683 === "type") {
        const v684 = x["type"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
        if (v684 !== "thinking") return err([k683], "invalid value: " + kind(v684) + ", expected the constant " + "\"thinking\"");
      }
      else if (k683 === "thinking") {
        const v684 = x["thinking"];
        if (!(typeof v684 === "string")) return err([k683], "invalid type: " + kind(v684) + ", expected string");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["thinking"] === undefined) return err([], "missing field `thinking`");
  }
  return undefined;
}

function v_ToolCallLimits(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k685 in x) {
      if (k685 === "timeoutMs") {
        const v686 = x["timeoutMs"];
        if (!(Number.isInteger(v686))) return err([k685], "invalid type: " + kind(v686) + ", expected integer");
      }
      else if (k685 === "memoryLimitBytes") {
        const v686 = x["memoryLimitBytes"];
        if (!(Number.isInteger(v686))) return err([k685], "invalid type: " + kind(v686) + ", expected integer");
      }
    }
  }
  return undefined;
}

function v_ToolCallRequestFrame(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k687 in x) {
      if (k687 === "type") {
        const v688 = x["type"];
        if (!(typeof v688 === "string")) return err([k687], "invalid type: " + kind(v688) + ", expected string");
        if (v688 !== "tool_call_request") return err([k687], "invalid value: " + kind(v688) + ", expected the constant " + "\"tool_call_request\"");
      }
      else if (k687 === "executionId") {
        const v688 = x["executionId"];
        if (!(typeof v688 === "string")) return err([k687], "invalid type: " + kind(v688) + ", expected string");
      }
      else if (k687 === "toolName") {
        const v688 = x["toolName"];
        if (!(typeof v688 === "string")) return err([k687], "invalid type: " + kind(v688) + ", expected string");
      }
      else if (k687 === "input") {
        const v688 = x["input"];
      }
      else if (k687 === "vfsSeed") {
        const v688 = x["vfsSeed"];
        if (!(isObject(v688))) return err([k687], "invalid type: " + kind(v688) + ", expected object");
        {
          for (const k689 in v688) {
            {
              const v690 = v688[k689];
              if (!(typeof v690 === "string")) return err([k687, k689], "invalid type: " + kind(v690) + ", expected string");
            }
          }
        }
      }
      else if (k687 === "limits") {
        const v688 = x["limits"];
        { const e691 = v_ToolCallLimits(v688); if (e691) return within(e691, [k687]); }
      }
      else if (k687 === "expiresAt") {
        const v688 = x["expiresAt"];
        if (!(Number.isInteger(v688))) return err([k687], "invalid type: " + kind(v688) + ", expected integer");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["executionId"] === undefined) return err([], "missing field `executionId`");
    if (x["toolName"] === undefined) return err([], "missing field `toolName`");
    if (x["input"] === undefined) return err([], "missing field `input`");
  }
  return undefined;
}

function v_ToolExecutionBackend(x) {
  const e692 = (() => {
    {
      const u693 = [];
      const b694 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "server") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"server\"");
        return undefined;
      })();
      if (b694 === undefined) return undefined;
      u693.push(b694);
      const b695 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "browser") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"browser\"");
        return undefined;
      })();
      if (b695 === undefined) return undefined;
      u693.push(b695);
      const b696 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "managed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"managed\"");
        return undefined;
      })();
      if (b696 === undefined) return undefined;
      u693.push(b696);
      const b697 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "remote") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"remote\"");
        return undefined;
      })();
      if (b697 === undefined) return undefined;
      u693.push(b697);
      const u693d = u693.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u693d;
    }
  })();
  if (e692) return e692;
  return undefined;
}

function v_ToolExecutionOutput(x) {
  const e698 = (() => {
    if (!isObject(x)) return err([], "invalid type: " + kind(x) + ", expected an object with a `type`");
    if (x["type"] === undefined) {
      return err([], "missing field `type`");
    }
    const t699 = x["type"];
    if (t699 === "text") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k700 in x) {
          if (k700 === "type") {
            const v701 = x["type"];
            if (!(typeof v701 === "string")) return err([k700], "invalid type: " + kind(v701) + ", expected string");
            if (v701 !== "text") return err([k700], "invalid value: " + kind(v701) + ", expected the constant " + "\"text\"");
          }
          else if (k700 === "value") {
            const v701 = x["value"];
            if (!(typeof v701 === "string")) return err([k700], "invalid type: " + kind(v701) + ", expected string");
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["value"] === undefined) return err([], "missing field `value`");
      }
      return undefined;
    }
    if (t699 === "json") {
      if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
      {
        for (const k702 in x) {
          if (k702 === "type") {
            const v703 = x["type"];
            if (!(typeof v703 === "string")) return err([k702], "invalid type: " + kind(v703) + ", expected string");
            if (v703 !== "json") return err([k702], "invalid value: " + kind(v703) + ", expected the constant " + "\"json\"");
          }
          else if (k702 === "value") {
            const v703 = x["value"];
          }
        }
        if (x["type"] === undefined) return err([], "missing field `type`");
        if (x["value"] === undefined) return err([], "missing field `value`");
      }
      return undefined;
    }
    return err(typeof t699 === "string" ? [] : ["type"], "unknown variant " + kind(t699) + ", expected one of `text`, `json`");
  })();
  if (e698) return e698;
  return undefined;
}

function v_ToolExecutionStatus(x) {
  const e704 = (() => {
    {
      const u705 = [];
      const b706 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "pending") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"pending\"");
        return undefined;
      })();
      if (b706 === undefined) return undefined;
      u705.push(b706);
      const b707 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "deferred") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"deferred\"");
        return undefined;
      })();
      if (b707 === undefined) return undefined;
      u705.push(b707);
      const b708 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "settled") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"settled\"");
        return undefined;
      })();
      if (b708 === undefined) return undefined;
      u705.push(b708);
      const b709 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "failed") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"failed\"");
        return undefined;
      })();
      if (b709 === undefined) return undefined;
      u705.push(b709);
      const u705d = u705.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u705d;
    }
  })();
  if (e704) return e704;
  return undefined;
}

function v_ToolResultBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k710 in x) {
      if (k710 === "type") {
        const v711 = x["type"];
        if (!(typeof v711 === "string")) return err([k710], "invalid type: " + kind(v711) + ", expected string");
        if (v711 !== "tool_result") return err([k710], "invalid value: " + kind(v711) + ", expected the constant " + "\"tool_result\"");
      }
      else if (k710 === "tool_use_id") {
        const v711 = x["tool_use_id"];
        if (!(typeof v711 === "string")) return err([k710], "invalid type: " + kind(v711) + ", expected string");
      }
      else if (k710 === "content") {
        const v711 = x["content"];
        { const e712 = v_ToolResultContent(v711); if (e712) return within(e712, [k710]); }
      }
      else if (k710 === "is_error") {
        const v711 = x["is_error"];
        if (!(typeof v711 === "boolean")) return err([k710], "invalid type: " + kind(v711) + ", expected boolean");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["tool_use_id"] === undefined) return err([], "missing field `tool_use_id`");
  }
  return undefined;
}

function v_ToolResultContent(x) {
  const e713 = (() => {
    {
      const u714 = [];
      const b715 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        return undefined;
      })();
      if (b715 === undefined) return undefined;
      u714.push(b715);
      const b716 = (() => {
        if (!(Array.isArray(x))) return err([], "invalid type: " + kind(x) + ", expected array");
        {
          for (let i717 = 0; i717 < x.length; i717++) {
            const v718 = x[i717];
            { const e719 = v_ToolResultContentItem(v718); if (e719) return within(e719, [i717]); }
          }
        }
        return undefined;
      })();
      if (b716 === undefined) return undefined;
      u714.push(b716);
      const u714d = u714.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u714d;
    }
  })();
  if (e713) return e713;
  return undefined;
}

function v_ToolResultContentItem(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k720 in x) {
      if (k720 === "type") {
        const v721 = x["type"];
        if (!(typeof v721 === "string")) return err([k720], "invalid type: " + kind(v721) + ", expected string");
      }
      else if (k720 === "text") {
        const v721 = x["text"];
        if (!(typeof v721 === "string")) return err([k720], "invalid type: " + kind(v721) + ", expected string");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
  }
  return undefined;
}

function v_ToolUseBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k722 in x) {
      if (k722 === "type") {
        const v723 = x["type"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
        if (v723 !== "tool_use") return err([k722], "invalid value: " + kind(v723) + ", expected the constant " + "\"tool_use\"");
      }
      else if (k722 === "id") {
        const v723 = x["id"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
      }
      else if (k722 === "name") {
        const v723 = x["name"];
        if (!(typeof v723 === "string")) return err([k722], "invalid type: " + kind(v723) + ", expected string");
      }
      else if (k722 === "input") {
        const v723 = x["input"];
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
    if (x["id"] === undefined) return err([], "missing field `id`");
    if (x["name"] === undefined) return err([], "missing field `name`");
    if (x["input"] === undefined) return err([], "missing field `input`");
  }
  return undefined;
}

function v_TurnResultSubtype(x) {
  const e724 = (() => {
    {
      const u725 = [];
      const b726 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "success") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"success\"");
        return undefined;
      })();
      if (b726 === undefined) return undefined;
      u725.push(b726);
      const b727 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_during_execution") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error_during_execution\"");
        return undefined;
      })();
      if (b727 === undefined) return undefined;
      u725.push(b727);
      const b728 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_turns") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_turns\"");
        return undefined;
      })();
      if (b728 === undefined) return undefined;
      u725.push(b728);
      const b729 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_budget_usd") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_budget_usd\"");
        return undefined;
      })();
      if (b729 === undefined) return undefined;
      u725.push(b729);
      const b730 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "error_max_structured_output_retries") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"error_max_structured_output_retries\"");
        return undefined;
      })();
      if (b730 === undefined) return undefined;
      u725.push(b730);
      const u725d = u725.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u725d;
    }
  })();
  if (e724) return e724;
  return undefined;
}

function v_UnknownBlock(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k731 in x) {
      if (k731 === "type") {
        const v732 = x["type"];
        if (!(typeof v732 === "string")) return err([k731], "invalid type: " + kind(v732) + ", expected string");
      }
    }
    if (x["type"] === undefined) return err([], "missing field `type`");
  }
  return undefined;
}

function v_UpdateProfileRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k733 in x) {
      if (k733 === "engine") {
        const v734 = x["engine"];
        const e735 = (() => {
          {
            const u736 = [];
            const b737 = (() => {
              { const e738 = v_ProfileEngine(v734); if (e738) return within(e738, [k733]); }
              return undefined;
            })();
            if (b737 === undefined) return undefined;
            u736.push(b737);
            const b739 = (() => {
              if (!(v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected null");
              return undefined;
            })();
            if (b739 === undefined) return undefined;
            u736.push(b739);
            const u736d = u736.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u736d;
          }
        })();
        if (e735) return e735;
      }
      else if (k733 === "configDir") {
        const v734 = x["configDir"];
        if (!(typeof v734 === "string" || v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected string or null");
      }
      else if (k733 === "codexHome") {
        const v734 = x["codexHome"];
        if (!(typeof v734 === "string" || v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected string or null");
      }
      else if (k733 === "provider") {
        const v734 = x["provider"];
        const e740 = (() => {
          {
            const u741 = [];
            const b742 = (() => {
              { const e743 = v_ProviderConfig(v734); if (e743) return within(e743, [k733]); }
              return undefined;
            })();
            if (b742 === undefined) return undefined;
            u741.push(b742);
            const b744 = (() => {
              if (!(v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected null");
              return undefined;
            })();
            if (b744 === undefined) return undefined;
            u741.push(b744);
            const u741d = u741.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u741d;
          }
        })();
        if (e740) return e740;
      }
      else if (k733 === "description") {
        const v734 = x["description"];
        if (!(typeof v734 === "string" || v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected string or null");
      }
      else if (k733 === "defaults") {
        const v734 = x["defaults"];
        const e745 = (() => {
          {
            const u746 = [];
            const b747 = (() => {
              { const e748 = v_ProfileDefaults(v734); if (e748) return within(e748, [k733]); }
              return undefined;
            })();
            if (b747 === undefined) return undefined;
            u746.push(b747);
            const b749 = (() => {
              if (!(v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected null");
              return undefined;
            })();
            if (b749 === undefined) return undefined;
            u746.push(b749);
            const u746d = u746.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u746d;
          }
        })();
        if (e745) return e745;
      }
      else if (k733 === "session") {
        const v734 = x["session"];
        const e750 = (() => {
          {
            const u751 = [];
            const b752 = (() => {
              { const e753 = v_ProfileSessionDefaults(v734); if (e753) return within(e753, [k733]); }
              return undefined;
            })();
            if (b752 === undefined) return undefined;
            u751.push(b752);
            const b754 = (() => {
              if (!(v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected null");
              return undefined;
            })();
            if (b754 === undefined) return undefined;
            u751.push(b754);
            const u751d = u751.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u751d;
          }
        })();
        if (e750) return e750;
      }
      else if (k733 === "models") {
        const v734 = x["models"];
        if (!(Array.isArray(v734) || v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected array or null");
        if (Array.isArray(v734)) {
          for (let i755 = 0; i755 < v734.length; i755++) {
            const v756 = v734[i755];
            { const e757 = v_ModelOption(v756); if (e757) return within(e757, [k733, i755]); }
          }
        }
      }
      else if (k733 === "defaultModel") {
        const v734 = x["defaultModel"];
        if (!(typeof v734 === "string" || v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected string or null");
      }
      else if (k733 === "capabilities") {
        const v734 = x["capabilities"];
        const e758 = (() => {
          {
            const u759 = [];
            const b760 = (() => {
              { const e761 = v_EngineCapabilities(v734); if (e761) return within(e761, [k733]); }
              return undefined;
            })();
            if (b760 === undefined) return undefined;
            u759.push(b760);
            const b762 = (() => {
              if (!(v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected null");
              return undefined;
            })();
            if (b762 === undefined) return undefined;
            u759.push(b762);
            const u759d = u759.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
            return u759d;
          }
        })();
        if (e758) return e758;
      }
      else if (k733 === "available") {
        const v734 = x["available"];
        if (!(typeof v734 === "boolean" || v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected boolean or null");
      }
      else if (k733 === "unavailableReason") {
        const v734 = x["unavailableReason"];
        if (!(typeof v734 === "string" || v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected string or null");
      }
      else if (k733 === "managed") {
        const v734 = x["managed"];
        if (!(typeof v734 === "boolean" || v734 === null)) return err([k733], "invalid type: " + kind(v734) + ", expected boolean or null");
      }
    }
  }
  return undefined;
}

function v_UploadAttachmentResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k763 in x) {
      if (k763 === "attachment") {
        const v764 = x["attachment"];
        { const e765 = v_MessageAttachment(v764); if (e765) return within(e765, [k763]); }
      }
    }
    if (x["attachment"] === undefined) return err([], "missing field `attachment`");
  }
  return undefined;
}

function v_UserQuestion(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k766 in x) {
      if (k766 === "question") {
        const v767 = x["question"];
        if (!(typeof v767 === "string")) return err([k766], "invalid type: " + kind(v767) + ", expected string");
      }
      else if (k766 === "header") {
        const v767 = x["header"];
        if (!(typeof v767 === "string")) return err([k766], "invalid type: " + kind(v767) + ", expected string");
      }
      else if (k766 === "options") {
        const v767 = x["options"];
        if (!(Array.isArray(v767))) return err([k766], "invalid type: " + kind(v767) + ", expected array");
        {
          for (let i768 = 0; i768 < v767.length; i768++) {
            const v769 = v767[i768];
            { const e770 = v_UserQuestionOption(v769); if (e770) return within(e770, [k766, i768]); }
          }
        }
      }
      else if (k766 === "multiSelect") {
        const v767 = x["multiSelect"];
        if (!(typeof v767 === "boolean")) return err([k766], "invalid type: " + kind(v767) + ", expected boolean");
      }
    }
    if (x["question"] === undefined) return err([], "missing field `question`");
    if (x["header"] === undefined) return err([], "missing field `header`");
    if (x["options"] === undefined) return err([], "missing field `options`");
  }
  return undefined;
}

function v_UserQuestionOption(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k771 in x) {
      if (k771 === "label") {
        const v772 = x["label"];
        if (!(typeof v772 === "string")) return err([k771], "invalid type: " + kind(v772) + ", expected string");
      }
      else if (k771 === "description") {
        const v772 = x["description"];
        if (!(typeof v772 === "string")) return err([k771], "invalid type: " + kind(v772) + ", expected string");
      }
      else if (k771 === "preview") {
        const v772 = x["preview"];
        if (!(typeof v772 === "string")) return err([k771], "invalid type: " + kind(v772) + ", expected string");
      }
    }
    if (x["label"] === undefined) return err([], "missing field `label`");
  }
  return undefined;
}

function v_WebhookConfig(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k773 in x) {
      if (k773 === "url") {
        const v774 = x["url"];
        if (!(typeof v774 === "string")) return err([k773], "invalid type: " + kind(v774) + ", expected string");
      }
      else if (k773 === "headers") {
        const v774 = x["headers"];
        if (!(isObject(v774))) return err([k773], "invalid type: " + kind(v774) + ", expected object");
        {
          for (const k775 in v774) {
            {
              const v776 = v774[k775];
              if (!(typeof v776 === "string")) return err([k773, k775], "invalid type: " + kind(v776) + ", expected string");
            }
          }
        }
      }
      else if (k773 === "progress") {
        const v774 = x["progress"];
        { const e777 = v_WebhookProgress(v774); if (e777) return within(e777, [k773]); }
      }
    }
    if (x["url"] === undefined) return err([], "missing field `url`");
  }
  return undefined;
}

function v_WebhookProgress(x) {
  const e778 = (() => {
    {
      const u779 = [];
      const b780 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "messages") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"messages\"");
        return undefined;
      })();
      if (b780 === undefined) return undefined;
      u779.push(b780);
      const b781 = (() => {
        if (!(typeof x === "string")) return err([], "invalid type: " + kind(x) + ", expected string");
        if (x !== "completion") return err([], "invalid value: " + kind(x) + ", expected the constant " + "\"completion\"");
        return undefined;
      })();
      if (b781 === undefined) return undefined;
      u779.push(b781);
      const u779d = u779.reduce((a, b) => (spell(b.path).length > spell(a.path).length ? b : a));
      return u779d;
    }
  })();
  if (e778) return e778;
  return undefined;
}

function v_WriteHostFileRequest(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k782 in x) {
      if (k782 === "path") {
        const v783 = x["path"];
        if (!(typeof v783 === "string")) return err([k782], "invalid type: " + kind(v783) + ", expected string");
      }
      else if (k782 === "content") {
        const v783 = x["content"];
        if (!(typeof v783 === "string")) return err([k782], "invalid type: " + kind(v783) + ", expected string");
      }
      else if (k782 === "encoding") {
        const v783 = x["encoding"];
        { const e784 = v_FileEncoding(v783); if (e784) return within(e784, [k782]); }
      }
      else if (k782 === "expectedHash") {
        const v783 = x["expectedHash"];
        if (!(typeof v783 === "string")) return err([k782], "invalid type: " + kind(v783) + ", expected string");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["content"] === undefined) return err([], "missing field `content`");
  }
  return undefined;
}

function v_WriteHostFileResponse(x) {
  if (!(isObject(x))) return err([], "invalid type: " + kind(x) + ", expected object");
  {
    for (const k785 in x) {
      if (k785 === "path") {
        const v786 = x["path"];
        if (!(typeof v786 === "string")) return err([k785], "invalid type: " + kind(v786) + ", expected string");
      }
      else if (k785 === "bytes") {
        const v786 = x["bytes"];
        if (!(Number.isInteger(v786))) return err([k785], "invalid type: " + kind(v786) + ", expected integer");
      }
      else if (k785 === "hash") {
        const v786 = x["hash"];
        if (!(typeof v786 === "string")) return err([k785], "invalid type: " + kind(v786) + ", expected string");
      }
      else if (k785 === "modifiedAt") {
        const v786 = x["modifiedAt"];
        if (!(Number.isInteger(v786))) return err([k785], "invalid type: " + kind(v786) + ", expected integer");
      }
    }
    if (x["path"] === undefined) return err([], "missing field `path`");
    if (x["bytes"] === undefined) return err([], "missing field `bytes`");
    if (x["hash"] === undefined) return err([], "missing field `hash`");
    if (x["modifiedAt"] === undefined) return err([], "missing field `modifiedAt`");
  }
  return undefined;
}

/** Validates a value as a `ApiMessage`. */
export function validateApiMessage(value) {
  return result(v_ApiMessage(value), value);
}

/** Whether a value is a `ApiMessage`. */
export function isApiMessage(value) {
  return v_ApiMessage(value) === undefined;
}

/** Validates a value as a `AttachedFrame`. */
export function validateAttachedFrame(value) {
  return result(v_AttachedFrame(value), value);
}

/** Whether a value is a `AttachedFrame`. */
export function isAttachedFrame(value) {
  return v_AttachedFrame(value) === undefined;
}

/** Validates a value as a `ClientFrame`. */
export function validateClientFrame(value) {
  return result(v_ClientFrame(value), value);
}

/** Whether a value is a `ClientFrame`. */
export function isClientFrame(value) {
  return v_ClientFrame(value) === undefined;
}

/** Validates a value as a `ContentBlock`. */
export function validateContentBlock(value) {
  return result(v_ContentBlock(value), value);
}

/** Whether a value is a `ContentBlock`. */
export function isContentBlock(value) {
  return v_ContentBlock(value) === undefined;
}

/** Validates a value as a `ContextUsage`. */
export function validateContextUsage(value) {
  return result(v_ContextUsage(value), value);
}

/** Whether a value is a `ContextUsage`. */
export function isContextUsage(value) {
  return v_ContextUsage(value) === undefined;
}

/** Validates a value as a `ContextUsageCategory`. */
export function validateContextUsageCategory(value) {
  return result(v_ContextUsageCategory(value), value);
}

/** Whether a value is a `ContextUsageCategory`. */
export function isContextUsageCategory(value) {
  return v_ContextUsageCategory(value) === undefined;
}

/** Validates a value as a `CreateJobRequest`. */
export function validateCreateJobRequest(value) {
  return result(v_CreateJobRequest(value), value);
}

/** Whether a value is a `CreateJobRequest`. */
export function isCreateJobRequest(value) {
  return v_CreateJobRequest(value) === undefined;
}

/** Validates a value as a `CreateJobResponse`. */
export function validateCreateJobResponse(value) {
  return result(v_CreateJobResponse(value), value);
}

/** Whether a value is a `CreateJobResponse`. */
export function isCreateJobResponse(value) {
  return v_CreateJobResponse(value) === undefined;
}

/** Validates a value as a `CreateProfileRequest`. */
export function validateCreateProfileRequest(value) {
  return result(v_CreateProfileRequest(value), value);
}

/** Whether a value is a `CreateProfileRequest`. */
export function isCreateProfileRequest(value) {
  return v_CreateProfileRequest(value) === undefined;
}

/** Validates a value as a `CreateSessionRequest`. */
export function validateCreateSessionRequest(value) {
  return result(v_CreateSessionRequest(value), value);
}

/** Whether a value is a `CreateSessionRequest`. */
export function isCreateSessionRequest(value) {
  return v_CreateSessionRequest(value) === undefined;
}

/** Validates a value as a `CreateSessionResponse`. */
export function validateCreateSessionResponse(value) {
  return result(v_CreateSessionResponse(value), value);
}

/** Whether a value is a `CreateSessionResponse`. */
export function isCreateSessionResponse(value) {
  return v_CreateSessionResponse(value) === undefined;
}

/** Validates a value as a `EngineCapabilities`. */
export function validateEngineCapabilities(value) {
  return result(v_EngineCapabilities(value), value);
}

/** Whether a value is a `EngineCapabilities`. */
export function isEngineCapabilities(value) {
  return v_EngineCapabilities(value) === undefined;
}

/** Validates a value as a `ErrorResponse`. */
export function validateErrorResponse(value) {
  return result(v_ErrorResponse(value), value);
}

/** Whether a value is a `ErrorResponse`. */
export function isErrorResponse(value) {
  return v_ErrorResponse(value) === undefined;
}

/** Validates a value as a `FindHostFilesResponse`. */
export function validateFindHostFilesResponse(value) {
  return result(v_FindHostFilesResponse(value), value);
}

/** Whether a value is a `FindHostFilesResponse`. */
export function isFindHostFilesResponse(value) {
  return v_FindHostFilesResponse(value) === undefined;
}

/** Validates a value as a `GetJobResponse`. */
export function validateGetJobResponse(value) {
  return result(v_GetJobResponse(value), value);
}

/** Whether a value is a `GetJobResponse`. */
export function isGetJobResponse(value) {
  return v_GetJobResponse(value) === undefined;
}

/** Validates a value as a `GetProfileResponse`. */
export function validateGetProfileResponse(value) {
  return result(v_GetProfileResponse(value), value);
}

/** Whether a value is a `GetProfileResponse`. */
export function isGetProfileResponse(value) {
  return v_GetProfileResponse(value) === undefined;
}

/** Validates a value as a `GetSessionResponse`. */
export function validateGetSessionResponse(value) {
  return result(v_GetSessionResponse(value), value);
}

/** Whether a value is a `GetSessionResponse`. */
export function isGetSessionResponse(value) {
  return v_GetSessionResponse(value) === undefined;
}

/** Validates a value as a `HostDirEntry`. */
export function validateHostDirEntry(value) {
  return result(v_HostDirEntry(value), value);
}

/** Whether a value is a `HostDirEntry`. */
export function isHostDirEntry(value) {
  return v_HostDirEntry(value) === undefined;
}

/** Validates a value as a `HostFileMatch`. */
export function validateHostFileMatch(value) {
  return result(v_HostFileMatch(value), value);
}

/** Whether a value is a `HostFileMatch`. */
export function isHostFileMatch(value) {
  return v_HostFileMatch(value) === undefined;
}

/** Validates a value as a `HostFileRoot`. */
export function validateHostFileRoot(value) {
  return result(v_HostFileRoot(value), value);
}

/** Whether a value is a `HostFileRoot`. */
export function isHostFileRoot(value) {
  return v_HostFileRoot(value) === undefined;
}

/** Validates a value as a `JobEvent`. */
export function validateJobEvent(value) {
  return result(v_JobEvent(value), value);
}

/** Whether a value is a `JobEvent`. */
export function isJobEvent(value) {
  return v_JobEvent(value) === undefined;
}

/** Validates a value as a `JobInfo`. */
export function validateJobInfo(value) {
  return result(v_JobInfo(value), value);
}

/** Whether a value is a `JobInfo`. */
export function isJobInfo(value) {
  return v_JobInfo(value) === undefined;
}

/** Validates a value as a `JobProgress`. */
export function validateJobProgress(value) {
  return result(v_JobProgress(value), value);
}

/** Whether a value is a `JobProgress`. */
export function isJobProgress(value) {
  return v_JobProgress(value) === undefined;
}

/** Validates a value as a `JobResult`. */
export function validateJobResult(value) {
  return result(v_JobResult(value), value);
}

/** Whether a value is a `JobResult`. */
export function isJobResult(value) {
  return v_JobResult(value) === undefined;
}

/** Validates a value as a `JobStatus`. */
export function validateJobStatus(value) {
  return result(v_JobStatus(value), value);
}

/** Whether a value is a `JobStatus`. */
export function isJobStatus(value) {
  return v_JobStatus(value) === undefined;
}

/** Validates a value as a `JobUsage`. */
export function validateJobUsage(value) {
  return result(v_JobUsage(value), value);
}

/** Whether a value is a `JobUsage`. */
export function isJobUsage(value) {
  return v_JobUsage(value) === undefined;
}

/** Validates a value as a `ListHostDirResponse`. */
export function validateListHostDirResponse(value) {
  return result(v_ListHostDirResponse(value), value);
}

/** Whether a value is a `ListHostDirResponse`. */
export function isListHostDirResponse(value) {
  return v_ListHostDirResponse(value) === undefined;
}

/** Validates a value as a `ListHostRootsResponse`. */
export function validateListHostRootsResponse(value) {
  return result(v_ListHostRootsResponse(value), value);
}

/** Whether a value is a `ListHostRootsResponse`. */
export function isListHostRootsResponse(value) {
  return v_ListHostRootsResponse(value) === undefined;
}

/** Validates a value as a `ListJobsResponse`. */
export function validateListJobsResponse(value) {
  return result(v_ListJobsResponse(value), value);
}

/** Whether a value is a `ListJobsResponse`. */
export function isListJobsResponse(value) {
  return v_ListJobsResponse(value) === undefined;
}

/** Validates a value as a `ListProfilesResponse`. */
export function validateListProfilesResponse(value) {
  return result(v_ListProfilesResponse(value), value);
}

/** Whether a value is a `ListProfilesResponse`. */
export function isListProfilesResponse(value) {
  return v_ListProfilesResponse(value) === undefined;
}

/** Validates a value as a `ListSdkSessionsResponse`. */
export function validateListSdkSessionsResponse(value) {
  return result(v_ListSdkSessionsResponse(value), value);
}

/** Whether a value is a `ListSdkSessionsResponse`. */
export function isListSdkSessionsResponse(value) {
  return v_ListSdkSessionsResponse(value) === undefined;
}

/** Validates a value as a `ListSessionFilesResponse`. */
export function validateListSessionFilesResponse(value) {
  return result(v_ListSessionFilesResponse(value), value);
}

/** Whether a value is a `ListSessionFilesResponse`. */
export function isListSessionFilesResponse(value) {
  return v_ListSessionFilesResponse(value) === undefined;
}

/** Validates a value as a `ListSessionsResponse`. */
export function validateListSessionsResponse(value) {
  return result(v_ListSessionsResponse(value), value);
}

/** Whether a value is a `ListSessionsResponse`. */
export function isListSessionsResponse(value) {
  return v_ListSessionsResponse(value) === undefined;
}

/** Validates a value as a `McpServerActionRequest`. */
export function validateMcpServerActionRequest(value) {
  return result(v_McpServerActionRequest(value), value);
}

/** Whether a value is a `McpServerActionRequest`. */
export function isMcpServerActionRequest(value) {
  return v_McpServerActionRequest(value) === undefined;
}

/** Validates a value as a `McpServerConfigWire`. */
export function validateMcpServerConfigWire(value) {
  return result(v_McpServerConfigWire(value), value);
}

/** Whether a value is a `McpServerConfigWire`. */
export function isMcpServerConfigWire(value) {
  return v_McpServerConfigWire(value) === undefined;
}

/** Validates a value as a `McpServerStatusInfo`. */
export function validateMcpServerStatusInfo(value) {
  return result(v_McpServerStatusInfo(value), value);
}

/** Whether a value is a `McpServerStatusInfo`. */
export function isMcpServerStatusInfo(value) {
  return v_McpServerStatusInfo(value) === undefined;
}

/** Validates a value as a `McpServerToolInfo`. */
export function validateMcpServerToolInfo(value) {
  return result(v_McpServerToolInfo(value), value);
}

/** Whether a value is a `McpServerToolInfo`. */
export function isMcpServerToolInfo(value) {
  return v_McpServerToolInfo(value) === undefined;
}

/** Validates a value as a `McpServersResponse`. */
export function validateMcpServersResponse(value) {
  return result(v_McpServersResponse(value), value);
}

/** Whether a value is a `McpServersResponse`. */
export function isMcpServersResponse(value) {
  return v_McpServersResponse(value) === undefined;
}

/** Validates a value as a `MessageAttachment`. */
export function validateMessageAttachment(value) {
  return result(v_MessageAttachment(value), value);
}

/** Whether a value is a `MessageAttachment`. */
export function isMessageAttachment(value) {
  return v_MessageAttachment(value) === undefined;
}

/** Validates a value as a `ModelOption`. */
export function validateModelOption(value) {
  return result(v_ModelOption(value), value);
}

/** Whether a value is a `ModelOption`. */
export function isModelOption(value) {
  return v_ModelOption(value) === undefined;
}

/** Validates a value as a `PermissionDecisionSource`. */
export function validatePermissionDecisionSource(value) {
  return result(v_PermissionDecisionSource(value), value);
}

/** Whether a value is a `PermissionDecisionSource`. */
export function isPermissionDecisionSource(value) {
  return v_PermissionDecisionSource(value) === undefined;
}

/** Validates a value as a `PermissionMode`. */
export function validatePermissionMode(value) {
  return result(v_PermissionMode(value), value);
}

/** Whether a value is a `PermissionMode`. */
export function isPermissionMode(value) {
  return v_PermissionMode(value) === undefined;
}

/** Validates a value as a `PermissionRequest`. */
export function validatePermissionRequest(value) {
  return result(v_PermissionRequest(value), value);
}

/** Whether a value is a `PermissionRequest`. */
export function isPermissionRequest(value) {
  return v_PermissionRequest(value) === undefined;
}

/** Validates a value as a `ProfileConfigSnapshot`. */
export function validateProfileConfigSnapshot(value) {
  return result(v_ProfileConfigSnapshot(value), value);
}

/** Whether a value is a `ProfileConfigSnapshot`. */
export function isProfileConfigSnapshot(value) {
  return v_ProfileConfigSnapshot(value) === undefined;
}

/** Validates a value as a `ProfileDefaults`. */
export function validateProfileDefaults(value) {
  return result(v_ProfileDefaults(value), value);
}

/** Whether a value is a `ProfileDefaults`. */
export function isProfileDefaults(value) {
  return v_ProfileDefaults(value) === undefined;
}

/** Validates a value as a `ProfileEngine`. */
export function validateProfileEngine(value) {
  return result(v_ProfileEngine(value), value);
}

/** Whether a value is a `ProfileEngine`. */
export function isProfileEngine(value) {
  return v_ProfileEngine(value) === undefined;
}

/** Validates a value as a `ProfileInfo`. */
export function validateProfileInfo(value) {
  return result(v_ProfileInfo(value), value);
}

/** Whether a value is a `ProfileInfo`. */
export function isProfileInfo(value) {
  return v_ProfileInfo(value) === undefined;
}

/** Validates a value as a `ProfileSessionDefaults`. */
export function validateProfileSessionDefaults(value) {
  return result(v_ProfileSessionDefaults(value), value);
}

/** Whether a value is a `ProfileSessionDefaults`. */
export function isProfileSessionDefaults(value) {
  return v_ProfileSessionDefaults(value) === undefined;
}

/** Validates a value as a `ProviderConfig`. */
export function validateProviderConfig(value) {
  return result(v_ProviderConfig(value), value);
}

/** Whether a value is a `ProviderConfig`. */
export function isProviderConfig(value) {
  return v_ProviderConfig(value) === undefined;
}

/** Validates a value as a `QuestionBehavior`. */
export function validateQuestionBehavior(value) {
  return result(v_QuestionBehavior(value), value);
}

/** Whether a value is a `QuestionBehavior`. */
export function isQuestionBehavior(value) {
  return v_QuestionBehavior(value) === undefined;
}

/** Validates a value as a `QueueServerFrame`. */
export function validateQueueServerFrame(value) {
  return result(v_QueueServerFrame(value), value);
}

/** Whether a value is a `QueueServerFrame`. */
export function isQueueServerFrame(value) {
  return v_QueueServerFrame(value) === undefined;
}

/** Validates a value as a `QueueStats`. */
export function validateQueueStats(value) {
  return result(v_QueueStats(value), value);
}

/** Whether a value is a `QueueStats`. */
export function isQueueStats(value) {
  return v_QueueStats(value) === undefined;
}

/** Validates a value as a `QueueStatsResponse`. */
export function validateQueueStatsResponse(value) {
  return result(v_QueueStatsResponse(value), value);
}

/** Whether a value is a `QueueStatsResponse`. */
export function isQueueStatsResponse(value) {
  return v_QueueStatsResponse(value) === undefined;
}

/** Validates a value as a `RateLimitInfo`. */
export function validateRateLimitInfo(value) {
  return result(v_RateLimitInfo(value), value);
}

/** Whether a value is a `RateLimitInfo`. */
export function isRateLimitInfo(value) {
  return v_RateLimitInfo(value) === undefined;
}

/** Validates a value as a `ReadHostFileResponse`. */
export function validateReadHostFileResponse(value) {
  return result(v_ReadHostFileResponse(value), value);
}

/** Whether a value is a `ReadHostFileResponse`. */
export function isReadHostFileResponse(value) {
  return v_ReadHostFileResponse(value) === undefined;
}

/** Validates a value as a `ResolvePermissionRequest`. */
export function validateResolvePermissionRequest(value) {
  return result(v_ResolvePermissionRequest(value), value);
}

/** Whether a value is a `ResolvePermissionRequest`. */
export function isResolvePermissionRequest(value) {
  return v_ResolvePermissionRequest(value) === undefined;
}

/** Validates a value as a `ResolvePermissionResponse`. */
export function validateResolvePermissionResponse(value) {
  return result(v_ResolvePermissionResponse(value), value);
}

/** Whether a value is a `ResolvePermissionResponse`. */
export function isResolvePermissionResponse(value) {
  return v_ResolvePermissionResponse(value) === undefined;
}

/** Validates a value as a `SaveProfileResponse`. */
export function validateSaveProfileResponse(value) {
  return result(v_SaveProfileResponse(value), value);
}

/** Whether a value is a `SaveProfileResponse`. */
export function isSaveProfileResponse(value) {
  return v_SaveProfileResponse(value) === undefined;
}

/** Validates a value as a `SdkSessionSummary`. */
export function validateSdkSessionSummary(value) {
  return result(v_SdkSessionSummary(value), value);
}

/** Whether a value is a `SdkSessionSummary`. */
export function isSdkSessionSummary(value) {
  return v_SdkSessionSummary(value) === undefined;
}

/** Validates a value as a `ServerFrame`. */
export function validateServerFrame(value) {
  return result(v_ServerFrame(value), value);
}

/** Whether a value is a `ServerFrame`. */
export function isServerFrame(value) {
  return v_ServerFrame(value) === undefined;
}

/** Validates a value as a `SessionCapability`. */
export function validateSessionCapability(value) {
  return result(v_SessionCapability(value), value);
}

/** Whether a value is a `SessionCapability`. */
export function isSessionCapability(value) {
  return v_SessionCapability(value) === undefined;
}

/** Validates a value as a `SessionCommand`. */
export function validateSessionCommand(value) {
  return result(v_SessionCommand(value), value);
}

/** Whether a value is a `SessionCommand`. */
export function isSessionCommand(value) {
  return v_SessionCommand(value) === undefined;
}

/** Validates a value as a `SessionEvent`. */
export function validateSessionEvent(value) {
  return result(v_SessionEvent(value), value);
}

/** Whether a value is a `SessionEvent`. */
export function isSessionEvent(value) {
  return v_SessionEvent(value) === undefined;
}

/** Validates a value as a `SessionEventBody`. */
export function validateSessionEventBody(value) {
  return result(v_SessionEventBody(value), value);
}

/** Whether a value is a `SessionEventBody`. */
export function isSessionEventBody(value) {
  return v_SessionEventBody(value) === undefined;
}

/** Validates a value as a `SessionFileInfo`. */
export function validateSessionFileInfo(value) {
  return result(v_SessionFileInfo(value), value);
}

/** Whether a value is a `SessionFileInfo`. */
export function isSessionFileInfo(value) {
  return v_SessionFileInfo(value) === undefined;
}

/** Validates a value as a `SessionInfo`. */
export function validateSessionInfo(value) {
  return result(v_SessionInfo(value), value);
}

/** Whether a value is a `SessionInfo`. */
export function isSessionInfo(value) {
  return v_SessionInfo(value) === undefined;
}

/** Validates a value as a `SessionNotification`. */
export function validateSessionNotification(value) {
  return result(v_SessionNotification(value), value);
}

/** Whether a value is a `SessionNotification`. */
export function isSessionNotification(value) {
  return v_SessionNotification(value) === undefined;
}

/** Validates a value as a `SessionNotificationType`. */
export function validateSessionNotificationType(value) {
  return result(v_SessionNotificationType(value), value);
}

/** Whether a value is a `SessionNotificationType`. */
export function isSessionNotificationType(value) {
  return v_SessionNotificationType(value) === undefined;
}

/** Validates a value as a `SessionStatus`. */
export function validateSessionStatus(value) {
  return result(v_SessionStatus(value), value);
}

/** Whether a value is a `SessionStatus`. */
export function isSessionStatus(value) {
  return v_SessionStatus(value) === undefined;
}

/** Validates a value as a `SessionWebhookConfig`. */
export function validateSessionWebhookConfig(value) {
  return result(v_SessionWebhookConfig(value), value);
}

/** Whether a value is a `SessionWebhookConfig`. */
export function isSessionWebhookConfig(value) {
  return v_SessionWebhookConfig(value) === undefined;
}

/** Validates a value as a `SlashCommandInfo`. */
export function validateSlashCommandInfo(value) {
  return result(v_SlashCommandInfo(value), value);
}

/** Whether a value is a `SlashCommandInfo`. */
export function isSlashCommandInfo(value) {
  return v_SlashCommandInfo(value) === undefined;
}

/** Validates a value as a `SubmitExecutionResultRequest`. */
export function validateSubmitExecutionResultRequest(value) {
  return result(v_SubmitExecutionResultRequest(value), value);
}

/** Whether a value is a `SubmitExecutionResultRequest`. */
export function isSubmitExecutionResultRequest(value) {
  return v_SubmitExecutionResultRequest(value) === undefined;
}

/** Validates a value as a `SubmitExecutionResultResponse`. */
export function validateSubmitExecutionResultResponse(value) {
  return result(v_SubmitExecutionResultResponse(value), value);
}

/** Whether a value is a `SubmitExecutionResultResponse`. */
export function isSubmitExecutionResultResponse(value) {
  return v_SubmitExecutionResultResponse(value) === undefined;
}

/** Validates a value as a `TextBlock`. */
export function validateTextBlock(value) {
  return result(v_TextBlock(value), value);
}

/** Whether a value is a `TextBlock`. */
export function isTextBlock(value) {
  return v_TextBlock(value) === undefined;
}

/** Validates a value as a `ThinkingBlock`. */
export function validateThinkingBlock(value) {
  return result(v_ThinkingBlock(value), value);
}

/** Whether a value is a `ThinkingBlock`. */
export function isThinkingBlock(value) {
  return v_ThinkingBlock(value) === undefined;
}

/** Validates a value as a `ToolCallRequestFrame`. */
export function validateToolCallRequestFrame(value) {
  return result(v_ToolCallRequestFrame(value), value);
}

/** Whether a value is a `ToolCallRequestFrame`. */
export function isToolCallRequestFrame(value) {
  return v_ToolCallRequestFrame(value) === undefined;
}

/** Validates a value as a `ToolExecutionBackend`. */
export function validateToolExecutionBackend(value) {
  return result(v_ToolExecutionBackend(value), value);
}

/** Whether a value is a `ToolExecutionBackend`. */
export function isToolExecutionBackend(value) {
  return v_ToolExecutionBackend(value) === undefined;
}

/** Validates a value as a `ToolExecutionOutput`. */
export function validateToolExecutionOutput(value) {
  return result(v_ToolExecutionOutput(value), value);
}

/** Whether a value is a `ToolExecutionOutput`. */
export function isToolExecutionOutput(value) {
  return v_ToolExecutionOutput(value) === undefined;
}

/** Validates a value as a `ToolExecutionStatus`. */
export function validateToolExecutionStatus(value) {
  return result(v_ToolExecutionStatus(value), value);
}

/** Whether a value is a `ToolExecutionStatus`. */
export function isToolExecutionStatus(value) {
  return v_ToolExecutionStatus(value) === undefined;
}

/** Validates a value as a `ToolResultBlock`. */
export function validateToolResultBlock(value) {
  return result(v_ToolResultBlock(value), value);
}

/** Whether a value is a `ToolResultBlock`. */
export function isToolResultBlock(value) {
  return v_ToolResultBlock(value) === undefined;
}

/** Validates a value as a `ToolUseBlock`. */
export function validateToolUseBlock(value) {
  return result(v_ToolUseBlock(value), value);
}

/** Whether a value is a `ToolUseBlock`. */
export function isToolUseBlock(value) {
  return v_ToolUseBlock(value) === undefined;
}

/** Validates a value as a `UnknownBlock`. */
export function validateUnknownBlock(value) {
  return result(v_UnknownBlock(value), value);
}

/** Whether a value is a `UnknownBlock`. */
export function isUnknownBlock(value) {
  return v_UnknownBlock(value) === undefined;
}

/** Validates a value as a `UpdateProfileRequest`. */
export function validateUpdateProfileRequest(value) {
  return result(v_UpdateProfileRequest(value), value);
}

/** Whether a value is a `UpdateProfileRequest`. */
export function isUpdateProfileRequest(value) {
  return v_UpdateProfileRequest(value) === undefined;
}

/** Validates a value as a `UploadAttachmentResponse`. */
export function validateUploadAttachmentResponse(value) {
  return result(v_UploadAttachmentResponse(value), value);
}

/** Whether a value is a `UploadAttachmentResponse`. */
export function isUploadAttachmentResponse(value) {
  return v_UploadAttachmentResponse(value) === undefined;
}

/** Validates a value as a `UserQuestion`. */
export function validateUserQuestion(value) {
  return result(v_UserQuestion(value), value);
}

/** Whether a value is a `UserQuestion`. */
export function isUserQuestion(value) {
  return v_UserQuestion(value) === undefined;
}

/** Validates a value as a `UserQuestionOption`. */
export function validateUserQuestionOption(value) {
  return result(v_UserQuestionOption(value), value);
}

/** Whether a value is a `UserQuestionOption`. */
export function isUserQuestionOption(value) {
  return v_UserQuestionOption(value) === undefined;
}

/** Validates a value as a `WebhookConfig`. */
export function validateWebhookConfig(value) {
  return result(v_WebhookConfig(value), value);
}

/** Whether a value is a `WebhookConfig`. */
export function isWebhookConfig(value) {
  return v_WebhookConfig(value) === undefined;
}

/** Validates a value as a `WriteHostFileRequest`. */
export function validateWriteHostFileRequest(value) {
  return result(v_WriteHostFileRequest(value), value);
}

/** Whether a value is a `WriteHostFileRequest`. */
export function isWriteHostFileRequest(value) {
  return v_WriteHostFileRequest(value) === undefined;
}

/** Validates a value as a `WriteHostFileResponse`. */
export function validateWriteHostFileResponse(value) {
  return result(v_WriteHostFileResponse(value), value);
}

/** Whether a value is a `WriteHostFileResponse`. */
export function isWriteHostFileResponse(value) {
  return v_WriteHostFileResponse(value) === undefined;
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
