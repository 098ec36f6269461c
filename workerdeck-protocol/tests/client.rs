//! The client against the in-process mock server.
