//! WorkerDeck's top-level unions decoded from arbitrary bytes.
#![no_main]

use agent_wire_fuzz::check;
use libfuzzer_sys::fuzz_target;
use workerdeck_protocol::{ClientFrame, ServerFrame, SessionEvent};

fuzz_target!(|data: &[u8]| {
    check::<ServerFrame>("ServerFrame", data);
    check::<ClientFrame>("ClientFrame", data);
    check::<SessionEvent>("SessionEvent", data);
});
