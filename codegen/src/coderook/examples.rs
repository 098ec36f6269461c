//! Upstream example frames, decoded through our types.

use super::upstream::Section;
use crate::report::Report;
use coderook_protocol::{
    ClientRequest, Event, METHODS, ServerMessage, decode_response_for, event_info, method_info,
};
use serde_json::Value;

/// Upstream examples that contradict their own schema: (section, why).
/// Our decoder must refuse them.
pub const ERRATA: &[(&str, &str)] = &[(
    "AgentRunResult",
    "the example omits `session_id`, which the schema requires",
)];

/// The row "upstream examples behave as stated": every example decodes
/// through the typed entry point for its kind (request, response, event
/// push, event), except the known errata, which must be refused.
pub fn check(report: &mut Report, sections: &[Section]) {
    let check = report.check("upstream examples behave as stated");
    for s in sections {
        for (i, example) in s.examples.iter().enumerate() {
            let label = if s.examples.len() == 1 {
                s.name.clone()
            } else {
                format!("{} #{}", s.name, i + 1)
            };
            let outcome = decode_example(&s.name, example);
            let result = match (ERRATA.iter().find(|(n, _)| *n == s.name), outcome) {
                (None, r) => r,
                (Some(_), Ok(())) => Err("known erratum, but our decoder accepts it".to_owned()),
                (Some(_), Err(_)) => Ok(()),
            };
            check.item(&label, result);
        }
    }
}

/// Decodes one example the way a peer would receive it.
pub fn decode_example(section: &str, example: &Value) -> Result<(), String> {
    let bytes = serde_json::to_vec(example).map_err(|e| e.to_string())?;
    if section.ends_with("Command") {
        let request =
            coderook_protocol::decode::<ClientRequest>(&bytes).map_err(|e| e.to_string())?;
        let info = method_info(request.method()).ok_or("method not in the table")?;
        if info.params != section {
            return Err(format!(
                "method {} has params {}, not {section}",
                info.method, info.params
            ));
        }
        return Ok(());
    }
    if section.ends_with("Result") {
        let method = METHODS
            .iter()
            .find(|m| m.result == Some(section))
            .ok_or("no method returns this type")?;
        decode_response_for(method.method, &bytes).map_err(|e| e.to_string())?;
        return Ok(());
    }
    if section == "EventPushEnvelope" {
        return match coderook_protocol::decode::<ServerMessage>(&bytes)
            .map_err(|e| e.to_string())?
        {
            ServerMessage::Event(env) if !matches!(env.event, Event::Other(_)) => Ok(()),
            other => Err(format!("decoded as {other:?}")),
        };
    }
    if section.ends_with("Event") {
        let event = coderook_protocol::decode::<Event>(&bytes).map_err(|e| e.to_string())?;
        let info = event_info(event.event_type()).ok_or("event type not in the table")?;
        if info.type_name != section {
            return Err(format!("decoded as {}", info.type_name));
        }
        return Ok(());
    }
    Err("no rule for examples of this section".to_owned())
}
