//! Any JSON value, re-spelled (member order, escapes, layout, integers as
//! `N.0` / `Ne0`): each protocol union gives the same verdict and the same
//! value as for the plain spelling.
#![no_main]

#[path = "../../tests/tests/support/respell.rs"]
mod respell;

use libfuzzer_sys::fuzz_target;
use respell::{OTHERS, Spelling, respell, same};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

fn agree<T: Serialize + DeserializeOwned>(name: &'static str, value: &Value) {
    let verdict = |text: &str| {
        wire_kit::from_str::<T>(name, text)
            .ok()
            .map(|v| serde_json::to_string(&v).expect("protocol values encode"))
            .map(|t| serde_json::from_str::<Value>(&t).ok())
    };
    let base = verdict(&respell(value, Spelling::Plain));
    for spelling in OTHERS {
        let text = respell(value, spelling);
        let got = verdict(&text);
        let ok = match (&base, &got) {
            (Some(Some(a)), Some(Some(b))) => same(a, b),
            (Some(_), Some(_)) | (None, None) => true,
            _ => false,
        };
        assert!(ok, "{name}: {spelling:?} changes the verdict: {base:?} then {got:?} for {text}");
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(value) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    agree::<orion_api_types::WebEventEnvelope>("WebEventEnvelope", &value);
    agree::<orion_api_types::WebCommand>("WebCommand", &value);
    agree::<coderook_protocol::ClientRequest>("ClientRequest", &value);
    agree::<coderook_protocol::ServerMessage>("ServerMessage", &value);
    agree::<workerdeck_protocol::ServerFrame>("ServerFrame", &value);
    agree::<workerdeck_protocol::ClientFrame>("ClientFrame", &value);
    agree::<workerdeck_protocol::SessionEvent>("SessionEvent", &value);
});
