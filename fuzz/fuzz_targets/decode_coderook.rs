//! Coderook's top-level unions decoded from arbitrary bytes.
#![no_main]

use agent_wire_fuzz::check;
use coderook_protocol::{ClientRequest, Event, EventPushEnvelope, ServerMessage};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    check::<ClientRequest>("ClientRequest", data);
    check::<ServerMessage>("ServerMessage", data);
    check::<Event>("Event", data);
    check::<EventPushEnvelope>("EventPushEnvelope", data);
    if let Ok(value) = serde_json::from_slice::<serde_json::Value>(data)
        && let Some(method) = value.get("method").and_then(|m| m.as_str())
        && let Some(params) = value.get("params")
    {
        let _ = coderook_protocol::Command::from_value(method, params);
        let _ = coderook_protocol::CommandResult::from_value(method, params);
        let _ = coderook_protocol::decode_response_for(method, data);
    }
});
