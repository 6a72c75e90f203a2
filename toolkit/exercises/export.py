"""Exercises as one self-contained HTML file: answered in any browser, with no kernel.

For every exercise the engine is asked, ahead of time, about *every* answer a reader can
give (each set of ticks, each choice, each number, each order of moves), and the file
keeps its feedback. The page's plain JavaScript only looks the answer up, so the reader
gets exactly the words :meth:`~toolkit.exercises.Exercise.check` gives in Python. Nothing
is fetched from the network; every text is written with ``textContent`` (never parsed as
HTML), and the only markup inserted is the board, drawn and escaped by the toolkit.

``python -m toolkit export-exercises --html out.html [--game hero-realms|villainous]``

Examples
--------
>>> from toolkit.exercises import exercise
>>> page = exercises_html([exercise("hr-guards-1")])
>>> "http://" in page or "https://" in page
False
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from toolkit.exercises.html import CSS, rules_line
from toolkit.exercises.loader import load_exercises
from toolkit.exercises.model import NUMBER_RANGE, Exercise
from toolkit.html.core import esc

TITLES = {
    None: "Exercises: Hero Realms and Disney Villainous",
    "hero-realms": "Exercises: Hero Realms",
    "villainous": "Exercises: Disney Villainous",
}


def answer_key(ex: Exercise, answer: Any) -> str:
    """The key the page uses for an answer: choice numbers, or the number itself."""
    mode = ex.answer_mode
    opts = ex.options
    if mode == "number":
        return str(answer)
    if mode == "one":
        return str(opts.index(str(answer)))
    if mode == "many":
        return ",".join(str(i) for i, o in enumerate(opts) if o in answer)
    return ",".join(str(opts.index(m)) for m in answer)


def exercise_record(ex: Exercise) -> dict[str, Any]:
    """Everything the page needs about one exercise, with the feedback of every answer."""
    table: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    feedback: dict[str, int] = {}
    for answer in ex.all_answers():
        fb = ex.check(answer).to_json()
        blob = json.dumps(fb, sort_keys=True)
        if blob not in seen:
            seen[blob] = len(table)
            table.append(fb)
        feedback[answer_key(ex, answer)] = seen[blob]
    solution = ex.solution
    return {
        "title": ex.title,
        "game": ex.game,
        "level": ex.level,
        "rules": rules_line(ex),
        "question": ex.question,
        "move": ex.move,
        "board": ex.board_html(),
        "mode": ex.answer_mode,
        "options": [{"value": o, "label": ex.option_label(o)} for o in ex.options],
        "range": list(NUMBER_RANGE),
        "feedback": feedback,
        "texts": table,
        "solution": answer_key(ex, solution),
    }


def _json_for_script(data: Any) -> str:
    """JSON that is safe inside a ``<script>`` element (no ``</`` or ``<!--`` can close it)."""
    text = json.dumps(data, ensure_ascii=True, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def exercises_html(exercises: Sequence[Exercise], *, title: str | None = None) -> str:
    """The whole page for ``exercises`` as one HTML text."""
    records = [exercise_record(ex) for ex in exercises]
    heading = title or TITLES[None]
    return _PAGE.format(
        title=esc(heading),
        css=CSS + _PAGE_CSS,
        data=_json_for_script({"exercises": records}),
        script=_SCRIPT,
    )


def write_exercises_html(path: str | Path, game: str | None = None) -> Path:
    """Write the exercises of ``game`` (or of both games) to ``path``; returns the path."""
    exercises = load_exercises(game)
    out = Path(path)
    out.write_text(exercises_html(exercises, title=TITLES[game]), encoding="utf-8")
    return out


def add_parser(sub: Any) -> None:
    """Register ``export-exercises`` on the toolkit's command line."""
    p = sub.add_parser(
        "export-exercises", help="write the exercises as one self-contained HTML file"
    )
    p.add_argument("--html", required=True, metavar="OUT", help="the HTML file to write")
    p.add_argument("--game", choices=["hero-realms", "villainous"], default=None)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """The ``export-exercises`` command."""
    import warnings

    from toolkit.exercises.loader import ExerciseAwaitsEngine

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ExerciseAwaitsEngine)
        out = write_exercises_html(args.html, args.game)
        n = len(load_exercises(args.game))
    waiting = [w for w in caught if issubclass(w.category, ExerciseAwaitsEngine)]
    note = (
        f"; {len(waiting)} left out until the engine follows a rule correction" if waiting else ""
    )
    print(f"wrote {out} ({n} exercises{note})")
    return 0


_PAGE_CSS = """
body { margin: 0; background: #f6f7f9; }
main { max-width: 64em; margin: 0 auto; padding: 1em 1.2em 3em; }
header.top { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #d5d9e0;
             padding: 0.6em 1.2em; z-index: 2; font-family: system-ui, sans-serif; }
header.top h1 { font-size: 1.3em; margin: 0; }
#score { color: #33415c; margin-top: 0.2em; }
section.exercise { background: #fff; border: 1px solid #d5d9e0; border-radius: 8px;
                   padding: 1em 1.2em; margin: 1.2em 0; }
.board { margin: 0.5em 0 0.8em; overflow-x: auto; }
.answers { margin: 0.6em 0; display: flex; flex-wrap: wrap; gap: 0.4em 1.4em; }
.answers label { cursor: pointer; padding: 0.15em 0; }
.answers input[type=number] { width: 5em; font-size: 1em; padding: 0.2em; }
.controls { display: flex; gap: 0.6em; flex-wrap: wrap; margin-top: 0.6em; }
button { font-size: 0.95em; padding: 0.4em 0.9em; border-radius: 5px;
         border: 1px solid #8a94a6; background: #f2f4f7; cursor: pointer; }
button.check { background: #2f5ea8; color: #fff; border-color: #2f5ea8; }
button.move { background: #fff; }
.sequence { margin: 0.4em 0; color: #33415c; }
"""

_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy"
      content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>{title}</title>
<style>{css}</style>
</head>
<body>
<header class="top"><h1>{title}</h1><div id="score"></div></header>
<main id="exercises"></main>
<script type="application/json" id="exercise-data">{data}</script>
<script>{script}</script>
</body>
</html>
"""

_SCRIPT = r"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("exercise-data").textContent);
  var results = {};
  var total = data.exercises.length;

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined && text !== null) { node.textContent = text; }
    return node;
  }

  function updateScore() {
    var right = 0, tried = 0;
    Object.keys(results).forEach(function (k) {
      tried += 1;
      if (results[k] === "right") { right += 1; }
    });
    document.getElementById("score").textContent =
      "Score: " + right + " of " + total + " right at the first try (" + tried + " tried)";
  }

  function showFeedback(box, fb) {
    box.textContent = "";
    var div = el("div", "ex-feedback " + (fb.correct ? "ex-right" : "ex-wrong"));
    div.setAttribute("role", "status");
    div.appendChild(el("span", "ex-verdict", fb.verdict));
    div.appendChild(document.createTextNode(fb.explanation));
    if (fb.rule) {
      div.appendChild(el("span", "ex-rule", "Rule " + fb.rule + ": " + fb.rule_title));
    }
    box.appendChild(div);
  }

  function build(ex, index) {
    var sec = el("section", "exercise ex");
    sec.setAttribute("data-index", String(index));
    sec.appendChild(el("h3", null, ex.title));
    sec.appendChild(el("div", "ex-meta",
      "Exercise " + (index + 1) + " of " + total + " \u00b7 Level " + ex.level + " \u00b7 " + ex.rules));
    sec.appendChild(el("div", "ex-question", ex.question));
    if (ex.move) { sec.appendChild(el("div", "ex-move", "The move: " + ex.move)); }
    var board = el("div", "board");
    board.innerHTML = ex.board;  /* drawn and escaped by the toolkit */
    sec.appendChild(board);
    var answers = el("div", "answers");
    var seq = [];
    var seqLine = el("div", "sequence");
    var inputs = [];
    var name = "ex" + index;
    if (ex.mode === "many" || ex.mode === "one") {
      ex.options.forEach(function (opt, i) {
        var label = el("label");
        var input = document.createElement("input");
        input.type = ex.mode === "many" ? "checkbox" : "radio";
        input.name = name;
        input.value = String(i);
        label.appendChild(input);
        label.appendChild(document.createTextNode(" " + opt.label));
        answers.appendChild(label);
        inputs.push(input);
      });
    } else if (ex.mode === "number") {
      var label = el("label", null, "Strength: ");
      var input = document.createElement("input");
      input.type = "number";
      input.min = String(ex.range[0]);
      input.max = String(ex.range[1]);
      input.step = "1";
      input.value = "0";
      label.appendChild(input);
      answers.appendChild(label);
      inputs.push(input);
    } else {
      ex.options.forEach(function (opt, i) {
        var b = el("button", "move", opt.label);
        b.type = "button";
        b.addEventListener("click", function () {
          if (seq.indexOf(i) < 0) { seq.push(i); drawSeq(); }
        });
        answers.appendChild(b);
      });
      var undo = el("button", null, "Undo last move");
      undo.type = "button";
      undo.addEventListener("click", function () { seq.pop(); drawSeq(); });
      answers.appendChild(undo);
    }
    function drawSeq() {
      if (ex.mode !== "sequence") { return; }
      var labels = seq.map(function (i) { return ex.options[i].label; });
      seqLine.textContent = "Your moves: " + (labels.length ? labels.join(" \u2192 ") : "(pick moves in order)");
    }
    drawSeq();
    sec.appendChild(answers);
    sec.appendChild(seqLine);
    var feedback = el("div", "feedback");
    var controls = el("div", "controls");
    var check = el("button", "check", "Check");
    var retry = el("button", "retry", "Retry");
    var show = el("button", "show", "Show me");
    [check, retry, show].forEach(function (b) { b.type = "button"; controls.appendChild(b); });
    sec.appendChild(controls);
    sec.appendChild(feedback);

    function key() {
      if (ex.mode === "many") {
        return inputs.filter(function (x) { return x.checked; })
                     .map(function (x) { return x.value; }).join(",");
      }
      if (ex.mode === "one") {
        var picked = inputs.filter(function (x) { return x.checked; });
        return picked.length ? picked[0].value : null;
      }
      if (ex.mode === "number") {
        var n = parseInt(inputs[0].value, 10);
        if (isNaN(n) || n < ex.range[0] || n > ex.range[1]) { return null; }
        return String(n);
      }
      return seq.length ? seq.join(",") : null;
    }
    function setAnswer(k) {
      if (ex.mode === "many") {
        var on = k === "" ? [] : k.split(",");
        inputs.forEach(function (x) { x.checked = on.indexOf(x.value) >= 0; });
      } else if (ex.mode === "one") {
        inputs.forEach(function (x) { x.checked = x.value === k; });
      } else if (ex.mode === "number") {
        inputs[0].value = k;
      } else {
        seq = k.split(",").map(function (s) { return parseInt(s, 10); });
        drawSeq();
      }
    }
    check.addEventListener("click", function () {
      var k = key();
      if (k === null || !(k in ex.feedback)) {
        feedback.textContent = "";
        feedback.appendChild(el("div", "ex-feedback ex-wrong", "Give an answer first."));
        return;
      }
      var fb = ex.texts[ex.feedback[k]];
      showFeedback(feedback, fb);
      if (!(index in results)) { results[index] = fb.correct ? "right" : "wrong"; updateScore(); }
    });
    retry.addEventListener("click", function () {
      feedback.textContent = "";
      if (ex.mode === "sequence") { seq = []; drawSeq(); }
      else if (ex.mode === "number") { inputs[0].value = "0"; }
      else { inputs.forEach(function (x) { x.checked = false; }); }
    });
    show.addEventListener("click", function () {
      setAnswer(ex.solution);
      showFeedback(feedback, ex.texts[ex.feedback[ex.solution]]);
      if (!(index in results)) { results[index] = "shown"; updateScore(); }
    });
    return sec;
  }

  var main = document.getElementById("exercises");
  data.exercises.forEach(function (ex, i) { main.appendChild(build(ex, i)); });
  updateScore();
})();
"""
