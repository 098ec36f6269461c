//! WorkerDeck stream fixtures (`fixtures/workerdeck/streams/`), read as a
//! client would: a session WebSocket transcript, a job's webhook deliveries
//! and a queue WebSocket stream. Expected values come from the contract.

use serde_json::Value;
use std::path::{Path, PathBuf};
use workerdeck_protocol::{
    ClientFrame, JobEvent, JobStatus, PermissionBehavior, QueueServerFrame, SeqAnomaly, SeqStep,
    ServerFrame, SessionCommand, SessionEvent, SessionEventBody, SessionLog, SessionStatus,
    check_sequence,
};

fn stream(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/workerdeck/streams")
        .join(name)
}

/// Decodes every line as `T` and checks it re-encodes to the same JSON value.
fn lines<T: workerdeck_protocol::WireType>(name: &str) -> Vec<T> {
    let text = std::fs::read_to_string(stream(name)).expect("stream fixture");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, line)| {
            let v: T = workerdeck_protocol::decode(line)
                .unwrap_or_else(|e| panic!("{name} line {}: {e}", i + 1));
            let input: Value = serde_json::from_str(line).expect("JSON");
            assert_eq!(
                serde_json::to_value(&v).expect("encodes"),
                input,
                "{name} line {} does not re-encode to itself",
                i + 1
            );
            v
        })
        .collect()
}

#[test]
fn session_transcript_follows_the_contract() {
    let frames: Vec<ServerFrame> = lines("session-transcript.server.ndjson");
    let commands: Vec<ClientFrame> = lines("session-transcript.client.ndjson");

    // First frame: `attached`, at the current protocol version (6), replaying from afterSeq 0.
    let ServerFrame::Attached(attached) = &frames[0] else {
        panic!("the first frame must be `attached`");
    };
    assert_eq!(attached.protocol_version, 6);
    let mut log = SessionLog::new();
    assert_eq!(log.attached(attached), SeqStep::Next);

    // Then events with seq rising by one from 1.
    let events: Vec<&SessionEvent> = frames[1..]
        .iter()
        .map(|f| match f {
            ServerFrame::Event(e) => &e.event,
            other => panic!(
                "expected only event frames after attach, got {}",
                other.tag()
            ),
        })
        .collect();
    for e in &events {
        assert_eq!(log.observe(e), SeqStep::Next, "seq {}", e.seq);
    }
    assert_eq!(events[0].seq, 1);
    assert!(check_sequence(0, events.iter().copied()).is_empty());
    assert_eq!(log.after_seq(), events.len() as i64);
    assert!(events.windows(2).all(|w| w[0].ts <= w[1].ts));

    // permission_requested → (client decides) → permission_resolved with the same id.
    let kinds: Vec<&str> = events.iter().map(|e| e.kind()).collect();
    let pos = |k: &str| {
        kinds
            .iter()
            .position(|x| *x == k)
            .unwrap_or_else(|| panic!("no {k}"))
    };
    let requested = pos("permission_requested");
    let resolved = pos("permission_resolved");
    let turn = pos("turn_result");
    assert!(requested < resolved && resolved < turn);
    assert_eq!(*kinds.last().expect("events"), "session_closed");
    let SessionEventBody::PermissionRequested(req) = &events[requested].body else {
        unreachable!()
    };
    let SessionCommand::PermissionDecision(decision) = &commands[0] else {
        panic!("the client answers the permission first");
    };
    assert_eq!(decision.request_id, req.request.id);
    let SessionEventBody::PermissionResolved(res) = &events[resolved].body else {
        unreachable!()
    };
    assert_eq!(res.request_id, req.request.id);
    assert_eq!(res.behavior, PermissionBehavior::Allow);
    // The session waits for approval between the request and its resolution.
    assert!(events[requested..resolved].iter().any(|e| matches!(
        &e.body,
        SessionEventBody::StatusChanged(s) if s.status == SessionStatus::AwaitingApproval
    )));
    assert!(matches!(commands.last(), Some(SessionCommand::Close)));

    // A client that missed an event sees a gap and knows where to re-attach.
    let mut log = SessionLog::resume_after(2);
    assert_eq!(
        log.observe(events[3]),
        SeqStep::Gap {
            expected: 3,
            got: 4
        }
    );
    assert_eq!(log.after_seq(), 2);
    // A repeated event is recognised and dropped.
    let mut log = SessionLog::resume_after(4);
    assert_eq!(log.observe(events[3]), SeqStep::Repeat { seq: 4 });
    let shuffled = [events[0], events[2], events[2], events[3]];
    assert_eq!(
        check_sequence(0, shuffled),
        vec![
            SeqAnomaly::Gap {
                index: 1,
                from: 2,
                to: 2
            },
            SeqAnomaly::Repeat { index: 2, seq: 3 }
        ]
    );
}

#[test]
fn job_webhook_deliveries_follow_the_contract() {
    let deliveries: Vec<JobEvent> = lines("job-webhook.ndjson");
    // Webhooks start at job_started (job_submitted goes to local observers only)
    // and end with job_completed, which is terminal.
    assert!(matches!(deliveries.first(), Some(JobEvent::JobStarted(_))));
    assert!(
        !deliveries
            .iter()
            .any(|d| matches!(d, JobEvent::JobSubmitted(_)))
    );
    let Some(JobEvent::JobCompleted(done)) = deliveries.last() else {
        panic!("the last delivery must be job_completed");
    };
    assert!(done.job.status.is_terminal());
    assert_eq!(done.job.status, JobStatus::Succeeded);
    assert!(done.job.result.is_some());
    assert!(deliveries.windows(2).all(|w| w[0].ts() <= w[1].ts()));
    assert!(deliveries.iter().all(|d| d.job().id == done.job.id));

    // Parked on an execution, then resumed by the same one.
    let parked = deliveries
        .iter()
        .find_map(|d| match d {
            JobEvent::JobParked(p) => Some(p),
            _ => None,
        })
        .expect("a job_parked delivery");
    assert_eq!(parked.job.status, JobStatus::Parked);
    assert_eq!(
        parked.job.parked_execution_id.as_deref(),
        Some(parked.execution_id.as_str())
    );
    let resumed = deliveries
        .iter()
        .find_map(|d| match d {
            JobEvent::JobResumed(r) => Some(r),
            _ => None,
        })
        .expect("a job_resumed delivery");
    assert_eq!(resumed.execution_id, parked.execution_id);
    // A permission request in a progress delivery carries the whole request.
    assert!(deliveries.iter().any(|d| matches!(
        d,
        JobEvent::JobProgress(p) if p.progress.request.as_ref().is_some_and(|r| r.tool_name == "AskUserQuestion")
    )));
}

#[test]
fn queue_stream_follows_the_contract() {
    let frames: Vec<QueueServerFrame> = lines("queue-ws.ndjson");
    let Some(QueueServerFrame::QueueAttached(first)) = frames.first() else {
        panic!("the queue WebSocket starts with queue_attached");
    };
    assert_eq!(first.protocol_version, 6);
    let events: Vec<&JobEvent> = frames
        .iter()
        .filter_map(|f| match f {
            QueueServerFrame::JobEvent(e) => Some(&e.event),
            _ => None,
        })
        .collect();
    // The queue stream, unlike webhooks, carries job_submitted.
    assert!(matches!(events.first(), Some(JobEvent::JobSubmitted(_))));
    assert!(matches!(events.last(), Some(JobEvent::JobCompleted(_))));
    assert!(
        frames[1..]
            .iter()
            .all(|f| !matches!(f, QueueServerFrame::QueueAttached(_)))
    );
    assert!(
        frames
            .iter()
            .any(|f| matches!(f, QueueServerFrame::QueueStats(_)))
    );
}

#[test]
fn event_decoding_does_not_depend_on_key_order() {
    let frames: Vec<ServerFrame> = lines("session-transcript.server.ndjson");
    for f in &frames {
        let ServerFrame::Event(e) = f else { continue };
        let value = serde_json::to_value(&e.event).expect("encodes");
        // Same object, `type` last: the decoder falls back to collecting the object.
        let Value::Object(map) = value.clone() else {
            unreachable!()
        };
        let mut reordered = serde_json::Map::new();
        for (k, v) in map.iter().filter(|(k, _)| *k != "type") {
            reordered.insert(k.clone(), v.clone());
        }
        reordered.insert("type".into(), map["type"].clone());
        let text = serde_json::to_string(&Value::Object(reordered)).expect("encodes");
        let again: SessionEvent = workerdeck_protocol::decode(&text).expect("decodes in any order");
        assert_eq!(&again, &e.event);
    }
}

/// What a server sends to a client attaching with `afterSeq`: `attached`
/// replaying from it, then every event of its log after it.
fn attach(
    log: &[SessionEvent],
    attached: &workerdeck_protocol::AttachedFrame,
    after_seq: i64,
) -> Vec<ServerFrame> {
    let mut hello = attached.clone();
    hello.replaying_from = after_seq;
    let mut frames = vec![ServerFrame::from(hello)];
    for e in log.iter().filter(|e| e.seq > after_seq) {
        frames.push(ServerFrame::from(workerdeck_protocol::EventFrame::new(
            e.clone(),
        )));
    }
    frames
}

#[test]
fn a_client_attaching_after_a_seq_replays_reconnects_and_reattaches_without_loss() {
    let frames: Vec<ServerFrame> = lines("session-transcript.server.ndjson");
    let ServerFrame::Attached(attached) = &frames[0] else {
        panic!("the transcript starts with `attached`");
    };
    let log: Vec<SessionEvent> = frames[1..]
        .iter()
        .filter_map(|f| match f {
            ServerFrame::Event(e) => Some(e.event.clone()),
            _ => None,
        })
        .collect();
    assert!(log.len() > 6, "the transcript has events to replay");

    // A fresh client that only wants what follows seq 3 (say it read
    // `lastSeq` from the REST session first).
    let mut client = SessionLog::new();
    let mut held = Vec::new();
    let first = attach(&log, attached, 3);
    // The connection drops after the attach and two events.
    for frame in &first[..3] {
        assert_eq!(
            client.observe_frame(frame),
            Some(SeqStep::Next),
            "{frame:?}"
        );
        if let ServerFrame::Event(e) = frame {
            held.push(e.event.seq);
        }
    }
    assert_eq!(client.after_seq(), 5);

    // Re-attach from where the log says; the server's replay may also start
    // earlier (repeats are dropped) but never later (a gap).
    for frame in attach(&log, attached, client.after_seq()) {
        assert_eq!(
            client.observe_frame(&frame),
            Some(SeqStep::Next),
            "{frame:?}"
        );
        if let ServerFrame::Event(e) = &frame {
            held.push(e.event.seq);
        }
    }
    let expected: Vec<i64> = (4..=log.last().unwrap().seq).collect();
    assert_eq!(held, expected, "every event after 3, once, in order");

    let mut stale = SessionLog::resume_after(2);
    assert_eq!(
        stale.observe_frame(&attach(&log, attached, 4)[0]),
        Some(SeqStep::Gap {
            expected: 3,
            got: 5
        })
    );
    assert_eq!(stale.after_seq(), 2, "a gap leaves the log where it was");
    let mut ahead = SessionLog::resume_after(6);
    let replay = attach(&log, attached, 4);
    assert_eq!(ahead.observe_frame(&replay[0]), Some(SeqStep::Next));
    assert_eq!(
        ahead.observe_frame(&replay[1]),
        Some(SeqStep::Repeat { seq: 5 })
    );
}
