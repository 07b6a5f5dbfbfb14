// Placeholder: the language server is being written (see issue #2).
