/**
 * `cardscript/timingMap` (protocol/timing-map.ts): the Timing Map of the card at a position, from
 * the core renderer; and `textDocument/codeLens`: a "Show Timing Map" lens on each card's name,
 * running the client command `cardscript.showTimingMap` with the document URI and the position.
 */
import type { CodeLens, CodeLensParams, ServerCapabilities } from "vscode-languageserver/node";
import { renderTimingMapSvg, timingMapData } from "../../core/timing-map/index";
import type { ServerContext } from "../context";
import { withValidPosition } from "../positions";
import { localizer } from "../../core/l10n/localizer";
import { serverLocale } from "../lint-options";
import { TIMING_MAP_REQUEST, type TimingMapParams, type TimingMapResult } from "../protocol/timing-map";

/** The client command the lenses run (registered by the VS Code extension). */
export const SHOW_TIMING_MAP_COMMAND = "cardscript.showTimingMap";

export function register(ctx: ServerContext): ServerCapabilities {
  ctx.connection.onRequest(
    TIMING_MAP_REQUEST,
    withValidPosition(
      ctx,
      TIMING_MAP_REQUEST,
      ctx.guard(
        "timingMap",
        (params: TimingMapParams): TimingMapResult => {
          const analysis = ctx.store.get(params?.textDocument?.uri);
          if (!analysis) return null;
          const model = analysis.result.model;
          const data = timingMapData(model, { offset: model.lines.offsetAt(params.position) });
          if (data.cards.length === 0) return null;
          return { svg: renderTimingMapSvg(data, { omitStyle: params.omitStyle === true, l10n: model.l10n }), data };
        },
        null,
      ),
    ),
  );
  ctx.connection.onCodeLens(
    ctx.guard(
      "codeLens",
      (params: CodeLensParams): CodeLens[] | null => {
        const analysis = ctx.store.get(params.textDocument.uri);
        if (!analysis) return null;
        const model = analysis.result.model;
        const title = localizer({ id: "core" }, serverLocale(ctx)).t("codeLens.showTimingMap");
        return model.parse.cards.map((card) => {
          const range = model.lines.rangeOf(card.nameSpan);
          return {
            range,
            command: { title, command: SHOW_TIMING_MAP_COMMAND, arguments: [params.textDocument.uri, range.start] },
          };
        });
      },
      null,
    ),
  );
  return { codeLensProvider: { resolveProvider: false } };
}
