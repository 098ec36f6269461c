//! The Coderook corpus: what a client reads from the server during agent
//! runs, as NDJSON. Every line is a typed [`ServerMessage`] serialized with
//! the crate's own encoder, so it is valid by construction.
//!
//! Mix (by line count): `llm.token` ~72 %, tool calls ~9 %, steps ~4 %,
//! `log.line` ~6 %, `llm.usage` ~3 %, `llm.reasoning` ~3 %, run lifecycle
//! and `agent.message` ~1 %, JSON-RPC responses ~2 %.

use crate::synth::{self, Rng};
use coderook_protocol::codec::encode_frame;
use coderook_protocol::{
    AgentBackend, AgentMessageEvent, ErrorCode, ErrorObject, Event, EventPushEnvelope, JsonObject,
    LlmReasoningEvent, LlmTokenEvent, LlmUsageEvent, LogLineEvent, MessagePhase, Positive,
    RequestId, Response, RunFinishedEvent, RunKind, RunStartedEvent, SandboxEnforcement,
    ServerMessage, StepFinishedEvent, StepStartedEvent, ToolCallFinishedEvent,
    ToolCallProgressEvent, ToolCallStartedEvent, UsagePurpose,
};
use serde::Serialize;
use serde_json::{Value, json};

/// Builds about `target_bytes` of NDJSON (whole lines; the last line ends in `\n`).
pub fn stream(target_bytes: usize, seed: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(target_bytes + 4096);
    let mut g = Gen::new(seed);
    while out.len() < target_bytes {
        for msg in g.next_messages() {
            out.extend_from_slice(&encode_frame(&msg));
        }
    }
    out
}

/// Builds about `target_bytes` of string-heavy, escape-heavy NDJSON: long
/// tool outputs, reasoning and log lines of CJK, emoji, quotes,
/// backslashes and control characters, and tokens of the same; every other
/// line is written ASCII-only (each non-ASCII character as `\uXXXX`), as
/// `ensure_ascii` servers do. Mix (by line count): `llm.token` ~50 %,
/// `tool.call_finished` ~15 % (1–32 KB outputs), `tool.call_progress` ~15 %,
/// `log.line` ~10 %, `llm.reasoning` ~10 %.
pub fn escape_stream(target_bytes: usize, seed: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(target_bytes + 40_000);
    let mut g = Gen::new(seed);
    g.heavy = true;
    let mut n = 0u64;
    while out.len() < target_bytes {
        let msg = match g.rng.weighted(&[50, 15, 15, 10, 10]) {
            0 => g.token(),
            1 => g.tool_finished(),
            2 => g.tool_progress(),
            3 => g.log(),
            _ => g.reasoning(),
        };
        n += 1;
        if n.is_multiple_of(2) {
            let mut ser = serde_json::Serializer::with_formatter(&mut out, synth::AsciiFormatter);
            msg.serialize(&mut ser).expect("messages encode");
            out.push(b'\n');
        } else {
            out.extend_from_slice(&encode_frame(&msg));
        }
    }
    out
}

struct Gen {
    heavy: bool,
    rng: Rng,
    i: u64,
    run: u64,
    run_id: String,
    step: i64,
    ledger: i64,
    request: i64,
    tool: u64,
}

impl Gen {
    fn new(seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let run_id = format!("run_{}", rng.hex(16));
        Self {
            heavy: false,
            rng,
            i: 0,
            run: 0,
            run_id,
            step: 1,
            ledger: 1,
            request: 1,
            tool: 0,
        }
    }

    fn ts(&mut self) -> String {
        self.i += 1;
        synth::iso_ts(self.i)
    }

    fn ledger(&mut self) -> Option<Positive> {
        self.ledger += 1;
        Some(Positive::new(self.ledger).expect("positive"))
    }

    fn push(event: impl Into<Event>) -> ServerMessage {
        ServerMessage::Event(EventPushEnvelope::new(event.into()))
    }

    /// One or a few messages, drawn by weight.
    fn next_messages(&mut self) -> Vec<ServerMessage> {
        match self
            .rng
            .weighted(&[720, 30, 30, 40, 60, 20, 20, 30, 30, 20, 5, 2])
        {
            0 => vec![self.token()],
            1 => vec![self.tool_started()],
            2 => vec![self.tool_finished()],
            3 => vec![self.tool_progress()],
            4 => vec![self.log()],
            5 => vec![self.step(true)],
            6 => vec![self.step(false)],
            7 => vec![self.usage()],
            8 => vec![self.reasoning()],
            9 => vec![self.response()],
            10 => vec![self.agent_message()],
            _ => self.run_boundary(),
        }
    }

    /// Text of about `len` bytes: prose and code, or the escape-heavy mix.
    fn text(&mut self, len: usize) -> String {
        if self.heavy {
            synth::heavy_text(&mut self.rng, len)
        } else {
            synth::text(&mut self.rng, len)
        }
    }

    fn token(&mut self) -> ServerMessage {
        let token = if self.heavy {
            let len = self.rng.range(1, 12);
            synth::heavy_text(&mut self.rng, len)
        } else {
            synth::token(&mut self.rng)
        };
        let ts = self.ts();
        Self::push(LlmTokenEvent::new(self.run_id.clone(), token, ts))
    }

    fn tool_name(&mut self) -> &'static str {
        self.rng.pick(&[
            "read_file",
            "write_file",
            "edit_file",
            "bash",
            "grep",
            "list_dir",
            "run_tests",
            "web_fetch",
        ])
    }

    fn tool_params(&mut self, tool: &str) -> JsonObject {
        let v = match tool {
            "bash" | "run_tests" => json!({
                "command": format!("cargo test -p {} -- --nocapture {}", synth::line(&mut self.rng, 8), synth::line(&mut self.rng, 12)),
                "timeout_ms": 120_000,
                "cwd": "/home/dev/project",
                "env": {"RUST_BACKTRACE": "1", "CARGO_TERM_COLOR": "never"},
            }),
            "edit_file" | "write_file" => {
                let (a, b) = (self.rng.range(40, 400), self.rng.range(40, 600));
                json!({
                    "path": synth::path(&mut self.rng),
                    "old_string": synth::text(&mut self.rng, a),
                    "new_string": synth::text(&mut self.rng, b),
                    "replace_all": false,
                })
            }
            "grep" => json!({
                "pattern": format!("fn {}\\(", synth::line(&mut self.rng, 6)),
                "path": synth::path(&mut self.rng),
                "case_insensitive": self.rng.chance(0.3),
                "max_results": 50,
            }),
            _ => json!({
                "path": synth::path(&mut self.rng),
                "offset": self.rng.below(2000),
                "limit": 400,
            }),
        };
        match v {
            Value::Object(m) => m,
            _ => unreachable!(),
        }
    }

    fn tool_started(&mut self) -> ServerMessage {
        self.tool += 1;
        let tool = self.tool_name();
        let params = self.tool_params(tool);
        let ledger_seq = self.ledger();
        let ts = self.ts();
        Self::push({
            let mut value = ToolCallStartedEvent::new(
                self.run_id.clone(),
                format!("toolu_{}", self.rng.hex(24)),
                tool.to_owned(),
                params,
                ts,
            )
            .with_operation_id(format!("op-{}", self.tool))
            .with_step(self.step)
            .with_program_id(String::new())
            .with_parent_tool_call_id(String::new())
            .with_node_id(format!("n{}", self.tool))
            .with_commit_order(self.tool as i64);
            value.ledger_seq = ledger_seq;
            value
        })
    }

    fn tool_finished(&mut self) -> ServerMessage {
        let tool = self.tool_name();
        let len = match (self.heavy, self.rng.weighted(&[50, 35, 15])) {
            (true, 0) => self.rng.range(1000, 4000),
            (true, 1) => self.rng.range(4000, 16000),
            (true, _) => self.rng.range(16000, 32000),
            (false, 0) => self.rng.range(20, 400),
            (false, 1) => self.rng.range(400, 4000),
            (false, _) => self.rng.range(4000, 16000),
        };
        let output = self.text(len);
        let mut usage = JsonObject::new();
        usage.insert("cpu_ms".into(), json!(self.rng.below(5000)));
        usage.insert("max_rss_kb".into(), json!(self.rng.range(1000, 900_000)));
        usage.insert("wall_ms".into(), json!(self.rng.below(60_000)));
        let ledger_seq = self.ledger();
        let ts = self.ts();
        Self::push({
            let mut value = ToolCallFinishedEvent::new(
                self.run_id.clone(),
                format!("toolu_{}", self.rng.hex(24)),
                tool.to_owned(),
                self.rng.below(60_000) as i64,
                ts,
            )
            .with_operation_id(format!("op-{}", self.tool))
            .with_output(output)
            .with_process_usage(usage)
            .with_step(self.step)
            .with_sandbox_enforcement(SandboxEnforcement::Full)
            .with_program_id(String::new())
            .with_parent_tool_call_id(String::new())
            .with_node_id(format!("n{}", self.tool))
            .with_commit_order(self.tool as i64);
            value.ledger_seq = ledger_seq;
            value
        })
    }

    fn tool_progress(&mut self) -> ServerMessage {
        let tail_len = self.rng.range(40, 600);
        let output_tail = self.text(tail_len);
        let ts = self.ts();
        Self::push(
            ToolCallProgressEvent::new(
                self.run_id.clone(),
                format!("toolu_{}", self.rng.hex(24)),
                "bash",
                coderook_protocol::NonNegative::new(self.rng.below(60_000) as i64)
                    .expect("non-negative"),
                ts,
            )
            .with_output_tail(output_tail)
            .with_total_bytes(
                coderook_protocol::NonNegative::new(self.rng.below(1 << 20) as i64)
                    .expect("non-negative"),
            )
            .with_step(self.step),
        )
    }

    fn log(&mut self) -> ServerMessage {
        let len = self.rng.range(40, 220);
        let message = if self.heavy {
            synth::heavy_text(&mut self.rng, len)
        } else {
            synth::line(&mut self.rng, len)
        };
        let level = self
            .rng
            .pick(&["debug", "info", "info", "info", "warning", "error"]);
        let source = self
            .rng
            .pick(&["runtime", "llm", "tools", "sandbox", "context"]);
        let ts = self.ts();
        Self::push(LogLineEvent::new(
            self.run_id.clone(),
            level,
            source,
            message,
            ts,
        ))
    }

    fn step(&mut self, start: bool) -> ServerMessage {
        let ledger_seq = self.ledger();
        let ts = self.ts();
        if start {
            self.step += 1;
            Self::push({
                let mut value = StepStartedEvent::new(self.run_id.clone(), self.step, ts);
                value.ledger_seq = ledger_seq;
                value
            })
        } else {
            Self::push({
                let mut value = StepFinishedEvent::new(self.run_id.clone(), self.step, ts);
                value.ledger_seq = ledger_seq;
                value
            })
        }
    }

    fn usage(&mut self) -> ServerMessage {
        let ts = self.ts();
        Self::push(
            LlmUsageEvent::new(
                self.run_id.clone(),
                self.rng.range(1000, 180_000) as i64,
                self.rng.range(1, 8000) as i64,
                self.rng.range(0, 150_000) as i64,
                self.rng.range(0, 20_000) as i64,
                ts,
            )
            .with_context_pct(self.rng.below(10_000) as f64 / 100.0)
            .with_purpose(UsagePurpose::Response)
            .with_model("claude-sonnet-4-5"),
        )
    }

    fn reasoning(&mut self) -> ServerMessage {
        let len = self.rng.range(20, 600);
        let content = self.text(len);
        let ts = self.ts();
        Self::push(LlmReasoningEvent::new(self.run_id.clone(), content, ts))
    }

    fn agent_message(&mut self) -> ServerMessage {
        let len = self.rng.range(200, 3000);
        let text = synth::text(&mut self.rng, len);
        let mut block = JsonObject::new();
        block.insert("type".into(), "text".into());
        block.insert("text".into(), text.into());
        let ledger_seq = self.ledger();
        let ts = self.ts();
        // Drawn before `message_id`, as the corpus has always been made.
        let session_id = format!("ses_{}", self.rng.hex(12));
        Self::push({
            let mut value = AgentMessageEvent::new(
                self.run_id.clone(),
                format!("msg_{}", self.rng.hex(20)),
                MessagePhase::End,
                "assistant",
                vec![block],
                ts,
            )
            .with_session_id(session_id)
            .with_stop_reason("end_turn")
            .with_backend(AgentBackend::Python)
            .with_step(self.step);
            value.ledger_seq = ledger_seq;
            value
        })
    }

    fn response(&mut self) -> ServerMessage {
        self.request += 1;
        let id = RequestId::from(self.request);
        if self.rng.chance(0.1) {
            return ServerMessage::Response(Response::error(
                Some(id),
                ErrorObject::with_message(
                    ErrorCode::SessionBusy,
                    "session already has an active run",
                ),
            ));
        }
        let result = match self.rng.below(3) {
            0 => {
                json!({"subscription_id": format!("sub_{}", self.rng.hex(8)), "replayed_count": 0, "last_seq": null})
            }
            1 => json!({"run_id": self.run_id, "accepted": true, "queued": false}),
            _ => json!({"ok": true, "pong": synth::iso_ts(self.i)}),
        };
        ServerMessage::Response(Response::result(id, result))
    }

    fn run_boundary(&mut self) -> Vec<ServerMessage> {
        let ts = self.ts();
        let finished = Self::push({
            let mut value = RunFinishedEvent::new(self.run_id.clone(), "completed", self.step, ts)
                .with_result_summary(synth::line(&mut self.rng, 120));
            value.ledger_seq = self.ledger();
            value
        });
        self.run += 1;
        self.step = 1;
        self.run_id = format!("run_{}", self.rng.hex(16));
        let goal = synth::line(&mut self.rng, 160);
        let ts = self.ts();
        let started = Self::push({
            let mut value =
                RunStartedEvent::new(self.run_id.clone(), goal, ts).with_run_kind(RunKind::Agent);
            value.ledger_seq = self.ledger();
            value
        });
        vec![finished, started]
    }
}
