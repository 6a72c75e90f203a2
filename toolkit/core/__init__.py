"""The core shared by both games: actions, errors, the game protocol and the log format."""
