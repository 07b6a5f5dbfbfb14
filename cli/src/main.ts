// Placeholder: the CLI is being written (see issue #2).
