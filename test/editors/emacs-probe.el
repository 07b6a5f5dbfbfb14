;;; emacs-probe.el --- probe for test/editors/emacs.editors.ts  -*- lexical-binding: t -*-
;; Loaded after the README's init code. Opens CARD_FILE, runs the command loop's
;; post-command-hook once (where `eglot-ensure' connects; --batch has no command loop), waits up
;; to 20 s for flymake diagnostics, asks the server for a hover at HOVER_LINE/HOVER_CHARACTER
;; (0-based) through eglot, writes what it saw as JSON to RESULT, shuts the server down, exits.
(require 'json)
(find-file (getenv "CARD_FILE"))
(run-hooks 'post-command-hook)
(let ((deadline (+ (float-time) 20)))
  (while (and (< (float-time) deadline)
              (not (and (bound-and-true-p flymake-mode) (flymake-diagnostics))))
    (accept-process-output nil 0.1)
    (when (bound-and-true-p flymake-mode) (flymake-start))))
(let* ((server (and (fboundp 'eglot-current-server) (eglot-current-server)))
       (hover (and server
                   (save-excursion
                     (goto-char (point-min))
                     (forward-line (string-to-number (getenv "HOVER_LINE")))
                     (forward-char (string-to-number (getenv "HOVER_CHARACTER")))
                     (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams)))))
       (json (json-encode
              `((mode . ,(symbol-name major-mode))
                (managed . ,(if (bound-and-true-p eglot--managed-mode) t :json-false))
                (diagnostics . ,(vconcat (mapcar (lambda (d)
                                                   `((line . ,(1- (line-number-at-pos (flymake-diagnostic-beg d))))
                                                     (text . ,(flymake-diagnostic-text d))))
                                                 (and (bound-and-true-p flymake-mode) (flymake-diagnostics)))))
                (hover . ,hover)))))
  (with-temp-file (getenv "RESULT") (insert json))
  (when server (eglot-shutdown server)))
(kill-emacs 0)
