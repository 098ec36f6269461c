//! Runtime commands (`POST /commands`) and their results.
//!
//! [`WebCommand`] keeps the contract's wire shape: one object with a
//! `requestId`, a `type` and optional fields. [`WebCommand::command`] gives
//! the typed view, an exhaustive [`Command`] enum with the fields each
//! command needs; [`WebCommand::new`] builds the wire object from it.

use crate::common::{RequestId, string_enum, wire};
use crate::settings::ToolConfirmationPreference;
use crate::snapshot::ApprovalScope;
use serde::{Deserialize, Deserializer, de::Error as _};
use std::fmt;

string_enum! {
    /// `WebCommand.type`.
    #[string_enum(inline, utoipa)]
    pub enum WebCommandType {
        /// Submit a user message.
        Submit = "submit",
        /// Queue a follow-up message.
        QueueFollowup = "queue_followup",
        /// Remove a queued follow-up.
        RemoveFollowup = "remove_followup",
        /// Clear every queued follow-up.
        ClearFollowups = "clear_followups",
        /// Interrupt the running turn.
        Interrupt = "interrupt",
        /// Answer a pending approval.
        PermissionDecision = "permission_decision",
        /// Create, inspect, pause, resume or clear the goal.
        GoalControl = "goal_control",
        /// Change tool confirmation.
        PermissionModeChange = "permission_mode_change",
        /// Cycle to the next agent mode.
        CycleAgentMode = "cycle_agent_mode",
        /// Set the agent mode.
        SetAgentMode = "set_agent_mode",
    }
}

string_enum! {
    /// `WebCommand.goalAction`.
    #[string_enum(inline, utoipa)]
    pub enum GoalAction {
        /// Create a goal (with `objective`).
        Create = "create",
        /// Report the goal's status.
        Status = "status",
        /// Pause the goal.
        Pause = "pause",
        /// Resume the goal.
        Resume = "resume",
        /// Clear the goal.
        Clear = "clear",
    }
}

string_enum! {
    /// `WebCommand.agentMode`.
    #[string_enum(inline, utoipa)]
    pub enum AgentMode {
        /// Interactive.
        Interactive = "interactive",
        /// Plan first.
        Plan = "plan",
        /// Autonomous.
        Auto = "auto",
    }
}

/// Text of a `submit` or `queue_followup` command: at most 1 MiB
/// (1,048,576 characters).
pub type CommandText = wire_kit::BoundedString<0, 1_048_576>;

/// A renderer-neutral runtime mutation, in the contract's wire shape.
///
/// Every field but `requestId` and `type` is optional on the wire; the one
/// cross-field rule the contract states (`set_agent_mode` requires
/// `agentMode`, an `if/then`) is enforced on decode. Use
/// [`command`](Self::command) for the typed view.
#[wire(manual_new, manual_deserialize)]
#[cfg_attr(feature = "schemars", schemars(extend("allOf" = [{ "if": { "properties": { "type": { "const": "set_agent_mode" } }, "required": ["type"] }, "then": { "required": ["agentMode"] }, }])))]
pub struct WebCommand {
    /// Idempotency key.
    pub request_id: RequestId,
    /// Which command.
    #[serde(rename = "type")]
    pub r#type: WebCommandType,
    /// Message text (at most 1 MiB).
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "CommandText"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    #[cfg_attr(feature = "utoipa", schema(value_type = Option<String>, max_length = 1048576))]
    pub text: Option<CommandText>,
    /// Follow-up item id.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "String"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub item_id: Option<String>,
    /// The pending approval answered.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "String"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub request_permission_id: Option<String>,
    /// Whether the approval is granted.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "bool"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub approved: Option<bool>,
    /// Scope of the decision.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "ApprovalScope"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub scope: Option<ApprovalScope>,
    /// Goal action.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "GoalAction"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub goal_action: Option<GoalAction>,
    /// Goal objective (for `create`).
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "String"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub objective: Option<String>,
    /// New tool confirmation.
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "ToolConfirmationPreference"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub tool_confirmation: Option<ToolConfirmationPreference>,
    /// New agent mode (required by `set_agent_mode`).
    #[serde(
        default,
        deserialize_with = "wire_kit::decode::non_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schemars", schemars(with = "AgentMode"))]
    #[cfg_attr(feature = "ts-rs", ts(optional))]
    pub agent_mode: Option<AgentMode>,
}

/// The typed view of a [`WebCommand`]: each command with the fields it needs.
///
/// Where the contract is silent about which optional fields a command needs,
/// this crate reads them from the command's meaning (see the crate docs,
/// "Readings"); fields a command does not use are ignored by the view.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// `submit`: needs `text`.
    Submit {
        /// The message.
        text: CommandText,
    },
    /// `queue_followup`: needs `text`.
    QueueFollowup {
        /// The follow-up message.
        text: CommandText,
    },
    /// `remove_followup`: needs `itemId`.
    RemoveFollowup {
        /// The follow-up to remove.
        item_id: String,
    },
    /// `clear_followups`: no fields.
    ClearFollowups,
    /// `interrupt`: no fields.
    Interrupt,
    /// `permission_decision`: needs `requestPermissionId`, `approved` and `scope`.
    PermissionDecision {
        /// The pending approval answered.
        request_permission_id: String,
        /// Whether it is granted.
        approved: bool,
        /// Scope of the decision.
        scope: ApprovalScope,
    },
    /// `goal_control`: needs `goalAction`, and `objective` for `create`.
    GoalControl(GoalControl),
    /// `permission_mode_change`: needs `toolConfirmation`.
    PermissionModeChange {
        /// The new tool confirmation.
        tool_confirmation: ToolConfirmationPreference,
    },
    /// `cycle_agent_mode`: no fields.
    CycleAgentMode,
    /// `set_agent_mode`: needs `agentMode`.
    SetAgentMode {
        /// The new agent mode.
        agent_mode: AgentMode,
    },
}

/// The action of a `goal_control` command.
#[derive(Debug, Clone, PartialEq)]
pub enum GoalControl {
    /// `create` with its objective.
    Create {
        /// What the goal is.
        objective: String,
    },
    /// `status`.
    Status,
    /// `pause`.
    Pause,
    /// `resume`.
    Resume,
    /// `clear`.
    Clear,
}

/// A [`WebCommand`] lacks a field its command needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingField {
    /// The command.
    pub command: WebCommandType,
    /// The wire name of the missing field.
    pub field: &'static str,
}

impl fmt::Display for MissingField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "command {} needs field {}", self.command, self.field)
    }
}

impl std::error::Error for MissingField {}

impl WebCommand {
    /// The wire object for `command`, with every field it needs and no other.
    pub fn new(request_id: RequestId, command: Command) -> Self {
        let mut out = Self {
            request_id,
            r#type: command.command_type(),
            text: None,
            item_id: None,
            request_permission_id: None,
            approved: None,
            scope: None,
            goal_action: None,
            objective: None,
            tool_confirmation: None,
            agent_mode: None,
        };
        match command {
            Command::Submit { text } | Command::QueueFollowup { text } => out.text = Some(text),
            Command::RemoveFollowup { item_id } => out.item_id = Some(item_id),
            Command::PermissionDecision {
                request_permission_id,
                approved,
                scope,
            } => {
                out.request_permission_id = Some(request_permission_id);
                out.approved = Some(approved);
                out.scope = Some(scope);
            }
            Command::GoalControl(action) => {
                out.goal_action = Some(action.action());
                if let GoalControl::Create { objective } = action {
                    out.objective = Some(objective);
                }
            }
            Command::PermissionModeChange { tool_confirmation } => {
                out.tool_confirmation = Some(tool_confirmation);
            }
            Command::SetAgentMode { agent_mode } => out.agent_mode = Some(agent_mode),
            Command::ClearFollowups | Command::Interrupt | Command::CycleAgentMode => {}
        }
        out
    }

    /// The typed view; fails naming the first missing field the command needs.
    pub fn command(&self) -> Result<Command, MissingField> {
        let missing = |field| MissingField {
            command: self.r#type,
            field,
        };
        Ok(match self.r#type {
            WebCommandType::Submit => Command::Submit {
                text: self.text.clone().ok_or_else(|| missing("text"))?,
            },
            WebCommandType::QueueFollowup => Command::QueueFollowup {
                text: self.text.clone().ok_or_else(|| missing("text"))?,
            },
            WebCommandType::RemoveFollowup => Command::RemoveFollowup {
                item_id: self.item_id.clone().ok_or_else(|| missing("itemId"))?,
            },
            WebCommandType::ClearFollowups => Command::ClearFollowups,
            WebCommandType::Interrupt => Command::Interrupt,
            WebCommandType::PermissionDecision => Command::PermissionDecision {
                request_permission_id: self
                    .request_permission_id
                    .clone()
                    .ok_or_else(|| missing("requestPermissionId"))?,
                approved: self.approved.ok_or_else(|| missing("approved"))?,
                scope: self.scope.ok_or_else(|| missing("scope"))?,
            },
            WebCommandType::GoalControl => Command::GoalControl(
                match self.goal_action.ok_or_else(|| missing("goalAction"))? {
                    GoalAction::Create => GoalControl::Create {
                        objective: self.objective.clone().ok_or_else(|| missing("objective"))?,
                    },
                    GoalAction::Status => GoalControl::Status,
                    GoalAction::Pause => GoalControl::Pause,
                    GoalAction::Resume => GoalControl::Resume,
                    GoalAction::Clear => GoalControl::Clear,
                },
            ),
            WebCommandType::PermissionModeChange => Command::PermissionModeChange {
                tool_confirmation: self
                    .tool_confirmation
                    .ok_or_else(|| missing("toolConfirmation"))?,
            },
            WebCommandType::CycleAgentMode => Command::CycleAgentMode,
            WebCommandType::SetAgentMode => Command::SetAgentMode {
                agent_mode: self.agent_mode.ok_or_else(|| missing("agentMode"))?,
            },
        })
    }
}

impl Command {
    /// The wire `type` of the command.
    pub fn command_type(&self) -> WebCommandType {
        match self {
            Command::Submit { .. } => WebCommandType::Submit,
            Command::QueueFollowup { .. } => WebCommandType::QueueFollowup,
            Command::RemoveFollowup { .. } => WebCommandType::RemoveFollowup,
            Command::ClearFollowups => WebCommandType::ClearFollowups,
            Command::Interrupt => WebCommandType::Interrupt,
            Command::PermissionDecision { .. } => WebCommandType::PermissionDecision,
            Command::GoalControl(_) => WebCommandType::GoalControl,
            Command::PermissionModeChange { .. } => WebCommandType::PermissionModeChange,
            Command::CycleAgentMode => WebCommandType::CycleAgentMode,
            Command::SetAgentMode { .. } => WebCommandType::SetAgentMode,
        }
    }
}

impl GoalControl {
    /// The wire `goalAction`.
    pub fn action(&self) -> GoalAction {
        match self {
            GoalControl::Create { .. } => GoalAction::Create,
            GoalControl::Status => GoalAction::Status,
            GoalControl::Pause => GoalAction::Pause,
            GoalControl::Resume => GoalAction::Resume,
            GoalControl::Clear => GoalAction::Clear,
        }
    }
}

impl<'de> Deserialize<'de> for WebCommand {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // The same fields as `WebCommand`; only the `if/then` check is added.
        #[derive(Deserialize)]
        #[serde(rename_all = "camelCase", deny_unknown_fields)]
        struct Wire {
            request_id: RequestId,
            r#type: WebCommandType,
            #[serde(default, deserialize_with = "wire_kit::decode::non_null")]
            text: Option<CommandText>,
            #[serde(default, deserialize_with = "wire_kit::decode::non_null")]
            item_id: Option<String>,
            #[serde(default, deserialize_with = "wire_kit::decode::non_null")]
            request_permission_id: Option<String>,
            #[serde(default, deserialize_with = "wire_kit::decode::non_null")]
            approved: Option<bool>,
            #[serde(default, deserialize_with = "wire_kit::decode::non_null")]
            scope: Option<ApprovalScope>,
            #[serde(default, deserialize_with = "wire_kit::decode::non_null")]
            goal_action: Option<GoalAction>,
            #[serde(default, deserialize_with = "wire_kit::decode::non_null")]
            objective: Option<String>,
            #[serde(default, deserialize_with = "wire_kit::decode::non_null")]
            tool_confirmation: Option<ToolConfirmationPreference>,
            #[serde(default, deserialize_with = "wire_kit::decode::non_null")]
            agent_mode: Option<AgentMode>,
        }
        let w = Wire::deserialize(deserializer)?;
        if w.r#type == WebCommandType::SetAgentMode && w.agent_mode.is_none() {
            return Err(D::Error::custom(
                "agentMode is required when type is set_agent_mode",
            ));
        }
        Ok(Self {
            request_id: w.request_id,
            r#type: w.r#type,
            text: w.text,
            item_id: w.item_id,
            request_permission_id: w.request_permission_id,
            approved: w.approved,
            scope: w.scope,
            goal_action: w.goal_action,
            objective: w.objective,
            tool_confirmation: w.tool_confirmation,
            agent_mode: w.agent_mode,
        })
    }
}

/// An accepted command or session activation, or an exact `requestId`
/// retry replayed.
#[wire]
pub struct CommandResult {
    /// The request's idempotency key.
    pub request_id: RequestId,
    /// Outcome (an open string).
    pub result: String,
    /// Details.
    #[wire(optional)]
    pub detail: Option<String>,
}
