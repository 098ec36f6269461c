//! Resuming an event subscription, sans-IO: which pushed events a consumer
//! has already been given, and the `event.subscribe` that continues after
//! them on a new connection.
//!
//! An event that carries a place in its thread's ledger
//! ([`Event::ledger_seq`]) is *sequenced*: the server keeps it, and
//! `event.subscribe` with `thread_id` and `after_seq` replays every one
//! after that place. Every other event is *live-only*: the server sends it
//! once, to the subscribers of the moment, and never again.
//!
//! [`Cursor`] follows one subscription. For each pushed event,
//! [`Cursor::admit`] says whether to hand it to the consumer: a sequenced
//! event at or before the last one handed over is a repeat (a replay
//! overlapping what the consumer already has) and is not admitted; anything
//! else is, and a sequenced one moves the cursor on. After a disconnect,
//! [`Cursor::resubscribe`] is the command for the new connection: the same
//! subscription, `after_seq` the cursor's place, and no `replay_from_run`
//! (that run's events were replayed when the subscription began). So
//! sequenced events reach the consumer exactly once and in order across any
//! number of disconnects; live-only events sent while the client was away
//! are missed, and none is ever repeated (a server replays only what it
//! keeps).
//!
//! Resuming needs a thread: a subscription without `thread_id` is resumed
//! as it began (live from the moment of the new subscription), and its
//! events are admitted as they come, since the ledger places of different
//! threads cannot be compared.
//!
//! Two forms of one ledger record (a `run.started` with `ledger_seq` 5 and
//! the `runtime.event` announcing record 5) are both admitted: a repeat is
//! the same form at the same place.
//!
//! Places are `1..=i64::MAX` (the contract's `minimum: 1`, and the largest
//! integer a place is held in); the cursor only compares them, so no place
//! overflows it. A server that sends a place far ahead of its ledger (up to
//! `i64::MAX`, after which nothing can follow) makes every later event a
//! repeat: [`Cursor::admit`] drops them, and the client's event stream
//! reports such runs of repeats as errors, so that this is never silent.
//!
//! ```
//! use coderook_protocol::resume::Cursor;
//! use coderook_protocol::{Event, EventSubscribeCommand, RunStartedEvent};
//!
//! let subscribe =
//!     EventSubscribeCommand::new(vec!["run.*".into()]).with_thread_id("thread-1".try_into().unwrap());
//! let mut cursor = Cursor::new(&subscribe);
//! let started: Event = RunStartedEvent::new("run-1", "say hello", "2026-01-01T00:00:00Z")
//!     .with_ledger_seq(7.try_into().unwrap())
//!     .into();
//! assert!(cursor.admit(&started));
//! assert!(!cursor.admit(&started)); // replayed after a reconnect: not given twice
//! assert_eq!(cursor.after_seq(), 7);
//! assert_eq!(cursor.resubscribe(&subscribe).after_seq.get(), 7);
//! ```

use crate::{Event, EventSubscribeCommand};

/// Where one subscription stands: the last sequenced event handed to the
/// consumer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    thread_id: Option<String>,
    after_seq: i64,
    /// The forms (`type` tags) admitted at `after_seq`.
    forms: Vec<String>,
}

impl Cursor {
    /// The cursor of a subscription about to be sent: it starts at the
    /// command's own `after_seq`, for the command's `thread_id`.
    pub fn new(subscribe: &EventSubscribeCommand) -> Self {
        Self {
            thread_id: subscribe.thread_id.as_ref().map(|t| t.as_str().to_owned()),
            after_seq: subscribe.after_seq.get(),
            forms: Vec::new(),
        }
    }

    /// The thread whose ledger the cursor follows; `None` for a
    /// subscription that cannot be resumed by place.
    pub fn thread_id(&self) -> Option<&str> {
        self.thread_id.as_deref()
    }

    /// The place of the last sequenced event admitted (or the starting
    /// `after_seq`): a resumed subscription asks for what comes after it.
    pub fn after_seq(&self) -> i64 {
        self.after_seq
    }

    /// The ledger place `event` has for this cursor: its
    /// [`Event::ledger_seq`], when the cursor follows a thread (for
    /// `runtime.event`, only a record of that thread).
    pub fn position(&self, event: &Event) -> Option<i64> {
        let thread = self.thread_id.as_deref()?;
        if let Event::RuntimeEventAppended(e) = event
            && e.thread_id != thread
        {
            return None;
        }
        event.ledger_seq()
    }

    /// Whether to hand `event` to the consumer; a sequenced event admitted
    /// moves the cursor to its place.
    pub fn admit(&mut self, event: &Event) -> bool {
        self.admit_at(self.position(event), event.event_type())
    }

    /// [`admit`](Self::admit) for an event known by its ledger place
    /// (`None`: live-only) and its `type` tag: for a frame that did not
    /// decode, whose place was read from its text.
    pub fn admit_at(&mut self, position: Option<i64>, form: &str) -> bool {
        let Some(seq) = position else {
            return true;
        };
        if seq > self.after_seq {
            self.after_seq = seq;
            self.forms.clear();
            self.forms.push(form.to_owned());
            return true;
        }
        if seq == self.after_seq && !self.forms.is_empty() && !self.forms.iter().any(|f| f == form)
        {
            self.forms.push(form.to_owned());
            return true;
        }
        false
    }

    /// The `event.subscribe` that continues `original` after the cursor's
    /// place, for a new connection: `after_seq` moved on and
    /// `replay_from_run` cleared; a subscription without a thread is sent
    /// again as it was.
    pub fn resubscribe(&self, original: &EventSubscribeCommand) -> EventSubscribeCommand {
        let mut next = original.clone();
        if self.thread_id.is_some() {
            next.replay_from_run = None;
            next.after_seq = self
                .after_seq
                .try_into()
                .expect("the cursor only moves forward from a valid after_seq");
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{LlmTokenEvent, RuntimeEventAppendedEvent, StepStartedEvent};

    fn subscribe(thread: Option<&str>, after: i64) -> EventSubscribeCommand {
        let mut s = EventSubscribeCommand::new(vec![])
            .with_after_seq(after.try_into().unwrap())
            .with_replay_from_run("run-0");
        s.thread_id = thread.map(|t| t.try_into().unwrap());
        s
    }

    fn step(seq: Option<i64>) -> Event {
        let mut e = StepStartedEvent::new("run-1", 1, "t");
        e.ledger_seq = seq.map(|s| s.try_into().unwrap());
        e.into()
    }

    fn appended(thread: &str, seq: i64) -> Event {
        RuntimeEventAppendedEvent::new(thread, None, seq, "step.started", Default::default(), "t")
            .into()
    }

    #[test]
    fn sequenced_events_pass_once_in_order() {
        let mut c = Cursor::new(&subscribe(Some("th"), 2));
        assert!(!c.admit(&step(Some(1))));
        assert!(!c.admit(&step(Some(2))));
        assert!(c.admit(&step(Some(3))));
        assert!(!c.admit(&step(Some(3))));
        assert!(c.admit(&step(Some(5))));
        assert!(!c.admit(&step(Some(4))));
        assert_eq!(c.after_seq(), 5);
    }

    #[test]
    fn live_only_events_always_pass_and_do_not_move_the_cursor() {
        let mut c = Cursor::new(&subscribe(Some("th"), 0));
        let token: Event = LlmTokenEvent::new("run-1", "x", "t").into();
        assert!(c.admit(&token));
        assert!(c.admit(&token));
        assert!(c.admit(&step(None)));
        assert_eq!(c.after_seq(), 0);
    }

    #[test]
    fn two_forms_of_one_record_both_pass_once() {
        let mut c = Cursor::new(&subscribe(Some("th"), 0));
        assert!(c.admit(&step(Some(1))));
        assert!(c.admit(&appended("th", 1)));
        assert!(!c.admit(&appended("th", 1)));
        assert!(!c.admit(&step(Some(1))));
        // A record of another thread has no place in this one.
        assert!(c.admit(&appended("other", 1)));
        assert!(c.admit(&appended("other", 1)));
    }

    #[test]
    fn an_unknown_event_with_a_ledger_seq_moves_the_cursor() {
        let mut c = Cursor::new(&subscribe(Some("th"), 0));
        let odd = Event::from_json(br#"{"type":"x.new","ledger_seq":4}"#).unwrap();
        assert!(matches!(odd, Event::Other(_)));
        assert!(c.admit(&odd));
        assert!(!c.admit(&odd));
        assert!(!c.admit(&step(Some(3))));
        assert_eq!(c.after_seq(), 4);
    }

    #[test]
    fn without_a_thread_nothing_is_filtered_and_the_resubscription_is_the_original() {
        let original = subscribe(None, 0);
        let mut c = Cursor::new(&original);
        assert!(c.admit(&step(Some(3))));
        assert!(c.admit(&step(Some(3))));
        assert_eq!(c.resubscribe(&original), original);
    }

    /// Each event type whose schema has a `ledger_seq` member is marked in
    /// the event table, and `runtime.event` by its `seq`; no other is.
    #[cfg(feature = "schemars")]
    #[test]
    fn the_event_table_marks_every_ledger_place() {
        macro_rules! check {
            ($($variant:ident => $tag:literal $(as $tag_type:ident)?, $ty:ident $(, $seq:ident)?;)+) => {
                let mut marked = 0;
                $({
                    let schema = serde_json::to_value(schemars::schema_for!(crate::$ty)).unwrap();
                    let declared = match $tag {
                        "runtime.event" => "seq",
                        _ => "ledger_seq",
                    };
                    let has = schema["properties"].get(declared).is_some();
                    let names: &[&str] = &[$(stringify!($seq))?];
                    assert_eq!(names.first().is_some(), has, "{}", $tag);
                    if let Some(name) = names.first() {
                        assert_eq!(*name, declared, "{}", $tag);
                        marked += 1;
                    }
                })+
                assert_eq!(marked, 12);
            };
        }
        crate::__event_table! { (check) }
    }

    #[test]
    fn the_last_place_is_compared_never_passed() {
        let original = subscribe(Some("th"), 0);
        let mut c = Cursor::new(&original);
        assert!(c.admit(&step(Some(i64::MAX))));
        assert!(!c.admit(&step(Some(i64::MAX))));
        assert!(!c.admit(&step(Some(1))));
        assert!(c.admit(&appended("th", i64::MAX)));
        assert_eq!(c.resubscribe(&original).after_seq.get(), i64::MAX);
    }

    #[test]
    fn the_resubscription_continues_after_the_cursor() {
        let original = subscribe(Some("th"), 1);
        let mut c = Cursor::new(&original);
        c.admit(&step(Some(9)));
        let next = c.resubscribe(&original);
        assert_eq!(next.after_seq.get(), 9);
        assert_eq!(next.replay_from_run, None);
        assert_eq!(next.thread_id, original.thread_id);
        assert_eq!(next.topics, original.topics);
    }
}
