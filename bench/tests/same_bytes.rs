//! The codec legs of `clients throughput` read the bytes the servers send:
//! what `servers::encode_alone` makes holds each event exactly as the
//! server's log keeps it and its socket frames it, but for the time a
//! WorkerDeck server stamps, which only has to be as long.

use bench::servers;

const EVENTS: usize = 3;

async fn both(protocol: &str) -> (Vec<String>, String) {
    let server = servers::start(protocol, EVENTS).await.expect("starts");
    let logged = server.logged().expect("the log reads");
    assert_eq!(
        logged.len(),
        EVENTS,
        "{protocol}: the log holds the backlog"
    );
    let mut encoded = Vec::new();
    servers::encode_alone(protocol, EVENTS, &mut encoded);
    (logged, String::from_utf8(encoded).expect("UTF-8"))
}

/// Each encoded line beside the logged event it holds.
async fn lines(protocol: &str) -> Vec<(String, String)> {
    let (logged, encoded) = both(protocol).await;
    let lines: Vec<String> = encoded.lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), EVENTS, "{protocol}: a line per event");
    lines.into_iter().zip(logged).collect()
}

#[tokio::test]
async fn orion_encodes_the_sse_frames_its_log_keeps() {
    let (logged, encoded) = both("orion").await;
    assert_eq!(encoded, logged.concat());
}

#[tokio::test]
async fn coderook_encodes_the_event_lines_its_server_sends() {
    for (line, event) in lines("coderook").await {
        // What the server's socket sends for a logged event.
        assert_eq!(line, format!(r#"{{"kind":"event","event":{event}}}"#));
    }
}

/// `text` with the digits after `"ts":` taken out, and how many they were.
fn without_ts(text: &str) -> (String, usize) {
    let at = text.find(r#""ts":"#).expect("a ts") + 5;
    let digits = text[at..].bytes().take_while(u8::is_ascii_digit).count();
    (format!("{}{}", &text[..at], &text[at + digits..]), digits)
}

#[tokio::test]
async fn workerdeck_encodes_the_event_frames_its_server_sends() {
    for (line, event) in lines("workerdeck").await {
        // What the server's socket sends for a logged event.
        let sent = format!(r#"{{"type":"event","event":{event}}}"#);
        let ((line, digits), (sent, sent_digits)) = (without_ts(&line), without_ts(&sent));
        assert_eq!(line, sent);
        assert_eq!(digits, sent_digits, "the time is as long as the server's");
        assert_eq!(digits, 13, "milliseconds since 1970, as the server stamps");
    }
}
