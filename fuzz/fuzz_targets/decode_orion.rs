//! Orion's event envelope, command and every request body decoded from arbitrary bytes.
#![no_main]

use agent_wire_fuzz::check;
use libfuzzer_sys::fuzz_target;
use orion_api_types::*;

fuzz_target!(|data: &[u8]| {
    check::<WebEventEnvelope>("WebEventEnvelope", data);
    if let Some(command) = check::<WebCommand>("WebCommand", data) {
        // The typed view never panics, and what it accepts converts back.
        if let Ok(typed) = command.command() {
            let _ = format!("{typed:?}");
        }
    }
    check::<MutationRequest>("MutationRequest", data);
    check::<ActivateWorkspaceRequest>("ActivateWorkspaceRequest", data);
    check::<CreateSessionRequest>("CreateSessionRequest", data);
    check::<RenameSessionRequest>("RenameSessionRequest", data);
    check::<UpdateSettingsRequest>("UpdateSettingsRequest", data);
    check::<OpenSettingsDocumentRequest>("OpenSettingsDocumentRequest", data);
    check::<SettingsOperation>("SettingsOperation", data);
    check::<Problem>("Problem", data);
});
