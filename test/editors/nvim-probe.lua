-- Probe for test/editors/neovim.editors.ts, run with `-c "luafile nvim-probe.lua"` after Neovim
-- opened the card file with the README's init.lua. Waits up to 20 s for diagnostics, asks for a
-- hover at HOVER_LINE/HOVER_CHARACTER (0-based, UTF-16), writes what it saw as JSON to RESULT, quits.
local out = { filetype = vim.bo.filetype, diagnostics = {}, clients = {}, hover = {} }
vim.wait(20000, function()
  return #vim.diagnostic.get(0) > 0
end, 100)
for _, d in ipairs(vim.diagnostic.get(0)) do
  local lsp = d.user_data and d.user_data.lsp or {}
  table.insert(out.diagnostics, { lnum = d.lnum, col = d.col, message = d.message, code = d.code or lsp.code, severity = d.severity })
end
-- vim.lsp.get_clients since 0.10; buf_get_clients (0.7) is deprecated there and gone in 0.12.
local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = 0 }) or vim.lsp.buf_get_clients(0)
for _, c in pairs(clients) do
  table.insert(out.clients, { name = c.name, root = c.config.root_dir })
end
local params = {
  textDocument = { uri = vim.uri_from_bufnr(0) },
  position = { line = tonumber(vim.env.HOVER_LINE), character = tonumber(vim.env.HOVER_CHARACTER) },
}
for _, r in pairs(vim.lsp.buf_request_sync(0, "textDocument/hover", params, 10000) or {}) do
  if r.result then
    table.insert(out.hover, r.result)
  end
end
local f = assert(io.open(vim.env.RESULT, "w"))
f:write(vim.fn.json_encode(out))
f:close()
vim.cmd("qa!")
