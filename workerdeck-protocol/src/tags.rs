//! Constant discriminators that are fields of upstream-named types
//! (`TextBlock.type`, `AttachedFrame.type`, …). Each decodes only its own
//! value and is always written.

wire_kit::literal! {
    /// `"text"`.
    pub struct Text = "text";
}
wire_kit::literal! {
    /// `"thinking"`.
    pub struct Thinking = "thinking";
}
wire_kit::literal! {
    /// `"tool_use"`.
    pub struct ToolUse = "tool_use";
}
wire_kit::literal! {
    /// `"tool_result"`.
    pub struct ToolResult = "tool_result";
}
wire_kit::literal! {
    /// `"attached"`.
    pub struct Attached = "attached";
}
wire_kit::literal! {
    /// `"event"`.
    pub struct Event = "event";
}
wire_kit::literal! {
    /// `"tool_call_request"`.
    pub struct ToolCallRequest = "tool_call_request";
}
wire_kit::literal! {
    /// `"tool_call_canceled"`.
    pub struct ToolCallCanceled = "tool_call_canceled";
}
wire_kit::literal! {
    /// `"protocol_error"`.
    pub struct ProtocolError = "protocol_error";
}
wire_kit::literal! {
    /// `"stdio"`.
    pub struct Stdio = "stdio";
}
wire_kit::literal! {
    /// `"http"`.
    pub struct Http = "http";
}
wire_kit::literal! {
    /// `"sse"`.
    pub struct Sse = "sse";
}
wire_kit::literal! {
    /// `true`.
    pub struct True = true;
}
