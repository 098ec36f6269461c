//! Coderook's top-level unions decoded from arbitrary bytes.
#![no_main]

use agent_wire_fuzz::{check, check_unless, message_with_known_issue, other_event_with_known_type};
use coderook_protocol::{ClientRequest, Event, EventPushEnvelope, ServerMessage};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    check::<ClientRequest>("ClientRequest", data);
    check_unless::<ServerMessage>("ServerMessage", data, message_with_known_issue);
    check_unless::<Event>("Event", data, other_event_with_known_type);
    check_unless::<EventPushEnvelope>("EventPushEnvelope", data, |push| {
        other_event_with_known_type(&push.event)
    });
    if let Ok(value) = serde_json::from_slice::<serde_json::Value>(data)
        && let Some(method) = value.get("method").and_then(|m| m.as_str())
        && let Some(params) = value.get("params")
    {
        let _ = coderook_protocol::Command::from_value(method, params);
        let _ = coderook_protocol::CommandResult::from_value(method, params);
        let _ = coderook_protocol::decode_response_for(method, data);
    }
});
