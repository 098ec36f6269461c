//! Session notifications: the out-of-band channel that tells a person a session
//! needs them, delivered as webhook POSTs.

use crate::events::CloseReason;
use crate::permissions::PermissionRequest;
use crate::secret_map::SecretMap;
use crate::sessions::SessionInfo;
use wire_kit::wire_camel as wire;

wire_kit::string_enum! {
    /// The moments of an interactive session a person needs to hear about when not
    /// watching it. Deliberately few: this is an attention channel, not a mirror of
    /// the event log (attach with `afterSeq` for that).
    #[string_enum(documented)]
    pub enum SessionNotificationType {
        /// The agent is blocked on an approval.
        PermissionRequested = "permission_requested",
        /// A turn finished; the session waits for the person.
        TurnCompleted = "turn_completed",
        /// The session failed.
        SessionError = "session_error",
        /// The session ended, whoever ended it.
        SessionClosed = "session_closed",
    }
}

/// One delivery of the session-notification channel (the JSON body of a webhook POST).
#[wire]
pub struct SessionNotification {
    /// What happened.
    pub r#type: SessionNotificationType,
    /// The session.
    pub session_id: String,
    /// Snapshot at notification time (status, title, cwd, cost, `lastSeq`).
    pub session: SessionInfo,
    /// Seq of the event behind the notification; attach with `afterSeq: seq - 1` to land on it.
    pub seq: i64,
    /// Epoch ms.
    pub ts: i64,
    /// One line for a notification body: the permission title, the turn's final text, the error message.
    #[wire(optional)]
    pub preview: Option<String>,
    /// `permission_requested` only: the whole request, so it can be answered through `POST {basePath}/sessions/:id/permissions/:requestId` (e.g. from a lock-screen action).
    #[wire(optional)]
    pub request: Option<PermissionRequest>,
    /// `turn_completed` only: the turn's outcome.
    #[wire(optional)]
    pub result: Option<NotificationTurnResult>,
    /// `session_closed` only: why it ended.
    #[wire(optional)]
    pub reason: Option<CloseReason>,
}

/// `SessionNotification.result`.
#[wire]
pub struct NotificationTurnResult {
    /// Whether the turn ended in error.
    pub is_error: bool,
    /// Duration, ms.
    pub duration_ms: i64,
    /// Turns taken.
    pub num_turns: i64,
    /// Cost in US dollars.
    #[serde(serialize_with = "crate::num::js")]
    pub total_cost_usd: f64,
}

/// Where session notifications are POSTed. Server-wide, so a person hears about sessions they did not create and are not attached to.
#[wire]
pub struct SessionWebhookConfig {
    /// Endpoint.
    pub url: String,
    /// Headers sent with every delivery (auth tokens, …).
    #[wire(optional)]
    pub headers: Option<SecretMap>,
    /// Types to deliver. Default: all.
    #[wire(optional)]
    pub events: Option<Vec<SessionNotificationType>>,
}
