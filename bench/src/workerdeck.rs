//! The WorkerDeck corpus: a session log as a client replays it on attach,
//! one [`ServerFrame`] per line (the frames a WebSocket delivers, written as
//! NDJSON for storage). Each frame is a typed value serialized with serde,
//! so it is valid by construction.
//!
//! Mix (by frame count): `stream_delta` ~70 % (text and tool-input deltas,
//! with the block start/stop events), `assistant_message` ~8 % (text,
//! thinking and tool-use blocks), `user_message` with tool results ~7 %,
//! `status_changed` ~4 %, `permission_requested`/`_resolved` ~3 %,
//! execution events ~4 %, `context_usage` and `turn_result` ~4 %.

use crate::synth::{self, Rng};
use serde_json::{Map, Value, json};
use workerdeck_protocol::{
    ApiMessage, ApiMessageContent, ApiMessageRole, ApiMessageUsage, AssistantMessageEvent,
    ContentBlock, ContextUsage, ContextUsageCategory, ContextUsageEvent, EventFrame,
    ExecutionDispatchedEvent, ExecutionResultEvent, PermissionBehavior, PermissionDecisionSource,
    PermissionRequest, PermissionRequestedEvent, PermissionResolvedEvent, ServerFrame,
    SessionEvent, SessionEventBody, SessionStatus, StatusChangedEvent, StreamDeltaEvent,
    TaggedObject, TextBlock, TextOutput, ThinkingBlock, ToolExecutionBackend, ToolExecutionOutput,
    ToolResultBlock, ToolResultContent, ToolUseBlock, TurnResultEvent, TurnResultSubtype,
    UserMessageEvent,
};

/// Builds about `target_bytes` of NDJSON, one server frame per line.
pub fn stream(target_bytes: usize, seed: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(target_bytes + 4096);
    let mut g = Gen {
        rng: Rng::new(seed),
        seq: 0,
        block: 0,
    };
    while out.len() < target_bytes {
        for body in g.next_bodies() {
            g.seq += 1;
            let frame = ServerFrame::from(EventFrame::new(SessionEvent::new(
                g.seq,
                synth::epoch_ms(g.seq as u64),
                body,
            )));
            serde_json::to_writer(&mut out, &frame).expect("frames encode");
            out.push(b'\n');
        }
    }
    out
}

struct Gen {
    rng: Rng,
    seq: i64,
    block: i64,
}

fn object(v: Value) -> Map<String, Value> {
    match v {
        Value::Object(m) => m,
        _ => unreachable!(),
    }
}

impl Gen {
    fn next_bodies(&mut self) -> Vec<SessionEventBody> {
        match self
            .rng
            .weighted(&[640, 40, 20, 80, 70, 40, 15, 15, 20, 20, 20, 20])
        {
            0 => vec![self.text_delta()],
            1 => vec![self.input_delta()],
            2 => self.block_boundary(),
            3 => vec![self.assistant()],
            4 => vec![self.tool_result()],
            5 => vec![self.status()],
            6 => vec![self.permission_requested()],
            7 => vec![self.permission_resolved()],
            8 => vec![self.dispatched()],
            9 => vec![self.executed()],
            10 => vec![self.context_usage()],
            _ => vec![self.turn_result()],
        }
    }

    fn uuid(&mut self) -> String {
        self.rng.uuid()
    }

    fn delta(&mut self, event: TaggedObject) -> SessionEventBody {
        let parent = if self.rng.chance(0.1) {
            Some(format!("toolu_{}", self.rng.hex(24)))
        } else {
            None
        };
        SessionEventBody::from(StreamDeltaEvent::new(event, parent, self.uuid()))
    }

    fn text_delta(&mut self) -> SessionEventBody {
        let text = synth::token(&mut self.rng);
        let rest = object(json!({
            "index": self.block,
            "delta": { "type": "text_delta", "text": text },
        }));
        self.delta(TaggedObject::new("content_block_delta", &rest))
    }

    fn input_delta(&mut self) -> SessionEventBody {
        let partial = format!("{{\"path\": \"{}\", \"line", synth::path(&mut self.rng));
        let rest = object(json!({
            "index": self.block,
            "delta": { "type": "input_json_delta", "partial_json": partial },
        }));
        self.delta(TaggedObject::new("content_block_delta", &rest))
    }

    fn block_boundary(&mut self) -> Vec<SessionEventBody> {
        let stop = self.delta(TaggedObject::new(
            "content_block_stop",
            &object(json!({ "index": self.block })),
        ));
        self.block += 1;
        let start = self.delta(TaggedObject::new(
            "content_block_start",
            &object(json!({
                "index": self.block,
                "content_block": { "type": "text", "text": "" },
            })),
        ));
        vec![stop, start]
    }

    fn usage(&mut self) -> ApiMessageUsage {
        ApiMessageUsage::new()
            .with_input_tokens(self.rng.range(1, 4000) as i64)
            .with_output_tokens(self.rng.range(1, 4000) as i64)
            .with_cache_creation_input_tokens(self.rng.range(0, 20_000) as i64)
            .with_cache_read_input_tokens(self.rng.range(0, 150_000) as i64)
    }

    fn assistant(&mut self) -> SessionEventBody {
        let mut blocks = Vec::new();
        if self.rng.chance(0.3) {
            let len = self.rng.range(80, 1200);
            blocks.push(ContentBlock::Thinking(ThinkingBlock::new(synth::text(
                &mut self.rng,
                len,
            ))));
        }
        let len = self.rng.range(40, 2500);
        blocks.push(ContentBlock::Text(TextBlock::new(synth::text(
            &mut self.rng,
            len,
        ))));
        if self.rng.chance(0.6) {
            let content_len = self.rng.range(40, 800);
            blocks.push(ContentBlock::ToolUse(ToolUseBlock::new(
                format!("toolu_{}", self.rng.hex(24)),
                self.rng.pick(&["Read", "Edit", "Bash", "Grep", "Write"]),
                json!({
                    "file_path": format!("/home/dev/project/{}", synth::path(&mut self.rng)),
                    "content": synth::text(&mut self.rng, content_len),
                }),
            )));
        }
        SessionEventBody::from(AssistantMessageEvent::new(
            ApiMessage::new(ApiMessageRole::Assistant, ApiMessageContent::Blocks(blocks))
                .with_model("claude-sonnet-4-5")
                .with_stop_reason(Some("tool_use".into()))
                .with_usage(self.usage()),
            None,
            self.uuid(),
        ))
    }

    fn tool_result(&mut self) -> SessionEventBody {
        let len = match self.rng.weighted(&[50, 35, 15]) {
            0 => self.rng.range(20, 400),
            1 => self.rng.range(400, 4000),
            _ => self.rng.range(4000, 16000),
        };
        let output = synth::text(&mut self.rng, len);
        SessionEventBody::from(
            UserMessageEvent::new(
                ApiMessage::new(
                    ApiMessageRole::User,
                    ApiMessageContent::Blocks(vec![ContentBlock::ToolResult({
                        let mut value = ToolResultBlock::new(format!("toolu_{}", self.rng.hex(24)))
                            .with_content(ToolResultContent::Text(output));
                        value.is_error = self.rng.chance(0.05).then_some(true);
                        value
                    })]),
                ),
                None,
            )
            .with_synthetic(true)
            .with_uuid(self.uuid()),
        )
    }

    fn status(&mut self) -> SessionEventBody {
        let status = [
            SessionStatus::Running,
            SessionStatus::Idle,
            SessionStatus::AwaitingApproval,
        ][self.rng.below(3)];
        SessionEventBody::from({
            let mut value = StatusChangedEvent::new(status);
            value.detail = self.rng.chance(0.3).then(|| "turn started".to_owned());
            value
        })
    }

    fn permission_requested(&mut self) -> SessionEventBody {
        let command = synth::line(&mut self.rng, 60);
        let mut input = std::collections::BTreeMap::new();
        input.insert("command".to_owned(), Value::from(command));
        input.insert("timeout".to_owned(), Value::from(120_000));
        SessionEventBody::from(PermissionRequestedEvent::new(
            PermissionRequest::new(
                format!("perm_{}", self.rng.hex(12)),
                "Bash",
                input,
                format!("toolu_{}", self.rng.hex(24)),
            )
            .with_title("Run a shell command")
            .with_display_name("Bash")
            .with_description(synth::line(&mut self.rng, 80))
            .with_expires_at(synth::epoch_ms(self.seq as u64 + 60_000)),
        ))
    }

    fn permission_resolved(&mut self) -> SessionEventBody {
        SessionEventBody::from(PermissionResolvedEvent::new(
            format!("perm_{}", self.rng.hex(12)),
            PermissionBehavior::Allow,
            PermissionDecisionSource::Client,
        ))
    }

    fn dispatched(&mut self) -> SessionEventBody {
        SessionEventBody::from(
            ExecutionDispatchedEvent::new(
                format!("exec_{}", self.rng.hex(16)),
                "run_python",
                ToolExecutionBackend::Browser,
            )
            .with_expires_at(synth::epoch_ms(self.seq as u64 + 30_000)),
        )
    }

    fn executed(&mut self) -> SessionEventBody {
        let len = self.rng.range(20, 2000);
        SessionEventBody::from(
            ExecutionResultEvent::new(
                format!("exec_{}", self.rng.hex(16)),
                ToolExecutionOutput::Text(TextOutput::new(synth::text(&mut self.rng, len))),
            )
            .with_logs(vec![
                synth::line(&mut self.rng, 60),
                synth::line(&mut self.rng, 40),
            ])
            .with_duration_ms(self.rng.below(30_000) as i64),
        )
    }

    fn context_usage(&mut self) -> SessionEventBody {
        let categories = ["System prompt", "System tools", "Messages", "Free space"]
            .iter()
            .map(|name| {
                ContextUsageCategory::new(*name, self.rng.range(100, 90_000) as i64, "promptBorder")
            })
            .collect();
        SessionEventBody::from(ContextUsageEvent::new(
            ContextUsage::new(
                categories,
                self.rng.range(1000, 200_000) as i64,
                200_000,
                self.rng.below(100) as f64,
            )
            .with_model("claude-sonnet-4-5"),
        ))
    }

    fn turn_result(&mut self) -> SessionEventBody {
        let len = self.rng.range(40, 600);
        SessionEventBody::from(
            TurnResultEvent::new(
                TurnResultSubtype::Success,
                false,
                self.rng.below(300_000) as i64,
                self.rng.range(1, 40) as i64,
                self.rng.below(100_000) as f64 / 10_000.0,
            )
            .with_result(synth::text(&mut self.rng, len))
            .with_usage(json!({"input_tokens": 1234, "output_tokens": 567})),
        )
    }
}

/// The frames of an NDJSON session log as a server sends them on the
/// WebSocket: one unmasked, final text frame (RFC 6455) per line.
pub fn ws_stream(ndjson: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(ndjson.len() + ndjson.len() / 50);
    for line in ndjson.split(|&b| b == b'\n').filter(|l| !l.is_empty()) {
        out.push(0x81); // FIN, opcode 1 (text)
        match line.len() {
            n if n < 126 => out.push(n as u8),
            n if n <= 0xffff => {
                out.push(126);
                out.extend_from_slice(&(n as u16).to_be_bytes());
            }
            n => {
                out.push(127);
                out.extend_from_slice(&(n as u64).to_be_bytes());
            }
        }
        out.extend_from_slice(line);
    }
    out
}
