//! The prose engine: a literal transcription of the spec's basic URL parser (to be written).
