"""Exercises as one self-contained HTML file: answered in any browser, with no kernel.

For every exercise the engine is asked, ahead of time, about *every* answer a reader can
give (each set of ticks, each choice, each number, each order of moves), and the file
keeps its feedback. The page's plain JavaScript only looks the answer up, so the reader
gets exactly the words :meth:`~toolkit.exercises.Exercise.check` gives in Python. Nothing
is fetched from the network; every text is written with ``textContent`` (never parsed as
HTML), and the only markup inserted is the board, drawn and escaped by the toolkit.

``python -m toolkit export-exercises --html out.html [--game hero-realms|villainous]
[--lang en|es|it]``: the page is written in one language, its questions, choices,
buttons and feedback alike (``<html lang="es">``).

Examples
--------
>>> from toolkit.exercises import exercise
>>> page = exercises_html([exercise("hr-guards-1")])
>>> "http://" in page or "https://" in page
False
>>> '<html lang="es">' in exercises_html([exercise("hr-guards-1", lang="es")], lang="es")
True
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
from toolkit.exercises.steps import answer_steps, sequence_boards
from toolkit.html.core import esc
from toolkit.html.stepper import STEPPER_CSS, STEPPER_JS
from toolkit.i18n import LANGUAGES, check_lang, translator
from toolkit.i18n.messages import N_

TITLES = {
    None: N_("Exercises: Hero Realms and Disney Villainous"),
    "hero-realms": N_("Exercises: Hero Realms"),
    "villainous": N_("Exercises: Disney Villainous"),
}
"""The page's title by game, in English (translated when the page is written)."""

#: The page's own words, looked up by the script (``{n}`` and the like filled in there).
PAGE_WORDS: dict[str, str] = {
    "score": N_("Score: {score}"),
    "exercise": N_("Exercise {number} of {total}"),
    "level": N_("Level {n}"),
    "move": N_("The move: {move}"),
    "rule": N_("Rule {rule}: {title}"),
    "strength": N_("Strength:"),
    "undo": N_("Undo last move"),
    "moves": N_("Your moves: {moves}"),
    "pick": N_("(pick moves in order)"),
    "check": N_("Check"),
    "retry": N_("Retry"),
    "show": N_("Show me"),
    "first": N_("Give an answer first."),
    "back": N_("Previous"),
    "next": N_("Next"),
}


def page_words(lang: str) -> dict[str, str]:
    """:data:`PAGE_WORDS` in ``lang``."""
    t = translator(lang)
    return {key: t.gettext(message) for key, message in PAGE_WORDS.items()}


def score_counts(lang: str, total: int) -> dict[str, list[str]]:
    """The two halves of the score line for every count from 0 to ``total``, each with its
    own plural form (the page's script picks them by count)."""
    t = translator(lang)
    return {
        "right": [
            t.plural(
                "{n} of {total} right at the first try",
                "{n} of {total} right at the first try",
                n,
                total=total,
            )
            for n in range(total + 1)
        ],
        "tried": [t.plural("{n} tried", "{n} tried", n) for n in range(total + 1)],
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
    nudges: dict[str, int] = {}

    def keep(fb: dict[str, Any]) -> int:
        blob = json.dumps(fb, sort_keys=True)
        if blob not in seen:
            seen[blob] = len(table)
            table.append(fb)
        return seen[blob]

    for answer in ex.all_answers():
        key = answer_key(ex, answer)
        feedback[key] = keep(ex.coach(answer, 1).to_json())
        first = ex.coach(answer, 0)
        if first.step == "nudge":
            nudges[key] = keep(first.to_json())
    solution = ex.solution
    board = ex.board_html()
    after = ex.board_after_html()
    steps = [s.to_json() for s in answer_steps(ex)]
    seq = sequence_boards(ex, lambda p: answer_key(ex, p)) if ex.answer_mode == "sequence" else None
    return {
        "title": ex.title,
        "game": ex.game,
        "level": ex.level,
        "rules": rules_line(ex),
        "question": ex.question,
        "move": ex.move,
        "board": board,
        "board_after": after if after != board else None,
        "steps": steps,
        "seq": seq,
        "mode": ex.answer_mode,
        "options": [{"value": o, "label": ex.option_label(o)} for o in ex.options],
        "lang": ex.lang,
        "range": list(NUMBER_RANGE),
        "feedback": feedback,
        "nudges": nudges,
        "texts": table,
        "shown": keep(ex.show().to_json()),
        "solution": answer_key(ex, solution),
    }


def _json_for_script(data: Any) -> str:
    """JSON that is safe inside a ``<script>`` element (no ``</`` or ``<!--`` can close it)."""
    text = json.dumps(data, ensure_ascii=True, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def exercises_html(
    exercises: Sequence[Exercise],
    *,
    title: str | None = None,
    lang: str | None = None,
    numbering: tuple[int, int] | None = None,
) -> str:
    """The whole page for ``exercises`` as one HTML text, in ``lang``.

    ``lang`` defaults to the language of the first exercise; every exercise is read in it.
    ``numbering`` ``(k, n)`` numbers the first exercise ``k`` of ``n`` (a lesson's one
    exercise among its ``n``); by default they are numbered 1 to ``len(exercises)``.
    """
    lang = check_lang(lang if lang is not None else (exercises[0].lang if exercises else "en"))
    records = [exercise_record(ex.in_lang(lang)) for ex in exercises]
    heading = title or translator(lang).gettext(TITLES[None])
    return _PAGE.format(
        lang=lang,
        title=esc(heading),
        css=CSS + _PAGE_CSS + STEPPER_CSS,
        data=_json_for_script(
            {
                "exercises": records,
                "words": page_words(lang),
                "counts": score_counts(lang, len(records)),
                "first": numbering[0] if numbering else 1,
                "of": numbering[1] if numbering else len(records),
            }
        ),
        script=STEPPER_JS + _SCRIPT,
    )


def write_exercises_html(path: str | Path, game: str | None = None, lang: str = "en") -> Path:
    """Write the exercises of ``game`` (or of both games) to ``path`` in ``lang``."""
    lang = check_lang(lang)
    exercises = load_exercises(game, lang=lang)
    out = Path(path)
    title = translator(lang).gettext(TITLES[game])
    out.write_text(exercises_html(exercises, title=title, lang=lang), encoding="utf-8")
    return out


def add_parser(sub: Any) -> None:
    """Register ``export-exercises`` on the toolkit's command line."""
    p = sub.add_parser(
        "export-exercises", help="write the exercises as one self-contained HTML file"
    )
    p.add_argument("--html", required=True, metavar="OUT", help="the HTML file to write")
    p.add_argument("--force", action="store_true", help="replace OUT if it exists")
    p.add_argument("--game", choices=["hero-realms", "villainous"], default=None)
    p.add_argument(
        "--lang",
        choices=list(LANGUAGES),
        default="en",
        help="the language of the page: questions, choices, buttons and feedback (default en)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """The ``export-exercises`` command."""
    import warnings

    from toolkit.exercises.loader import ExerciseAwaitsEngine

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ExerciseAwaitsEngine)
        out = write_exercises_html(args.html, args.game, getattr(args, "lang", "en"))
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
<html lang="{lang}">
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
  var words = data.words;

  function say(key, fields) {
    return words[key].replace(/\{(\w+)\}/g, function (all, name) {
      return fields && name in fields ? String(fields[name]) : all;
    });
  }
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
    document.getElementById("score").textContent = say("score", {
      score: data.counts.right[right] + " (" + data.counts.tried[tried] + ")"
    });
  }

  var CLASSES = {right: "ex-right", nudge: "ex-nudge", explain: "ex-wrong", shown: "ex-shown"};

  function showFeedback(box, fb) {
    box.textContent = "";
    var div = el("div", "ex-feedback " + (CLASSES[fb.stage] || "ex-wrong"));
    div.setAttribute("role", "status");
    div.appendChild(el("span", "ex-verdict", fb.verdict));
    div.appendChild(document.createTextNode(fb.explanation));
    if (fb.rule) {
      div.appendChild(el("span", "ex-rule", say("rule", {rule: fb.rule, title: fb.rule_title})));
    }
    box.appendChild(div);
  }

  function build(ex, index) {
    var sec = el("section", "exercise ex");
    sec.setAttribute("data-index", String(index));
    sec.appendChild(el("h3", null, ex.title));
    sec.appendChild(el("div", "ex-meta",
      say("exercise", {number: data.first + index, total: data.of}) + " \u00b7 " +
      say("level", {n: ex.level}) + " \u00b7 " + ex.rules));
    sec.appendChild(el("div", "ex-question", ex.question));
    if (ex.move) { sec.appendChild(el("div", "ex-move", say("move", {move: ex.move}))); }
    var board = el("div", "board");
    board.innerHTML = ex.board;  /* drawn and escaped by the toolkit */
    sec.appendChild(board);
    var wrongTries = 0;
    function seqBoard() {
      /* the board after the moves picked so far (up to the first one refused) */
      for (var k = seq.length; k >= 0; k -= 1) {
        var at = ex.seq.at[seq.slice(0, k).join(",")];
        if (at !== undefined) { return ex.seq.style + ex.seq.boards[at]; }
      }
      return ex.board;
    }
    function drawBoard(after) {
      /* the answer played out on the board once it is right, explained or shown */
      if (after && ex.board_after) { board.innerHTML = ex.board_after; }
      else if (ex.seq) { board.innerHTML = seqBoard(); }
      else { board.innerHTML = ex.board; }
    }
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
      var label = el("label", null, say("strength") + " ");
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
      var undo = el("button", null, say("undo"));
      undo.type = "button";
      undo.addEventListener("click", function () { seq.pop(); drawSeq(); });
      answers.appendChild(undo);
    }
    function drawSeq() {
      if (ex.mode !== "sequence") { return; }
      var labels = seq.map(function (i) { return ex.options[i].label; });
      seqLine.textContent = say("moves", {moves: labels.length ? labels.join(" \u2192 ") : say("pick")});
      board.innerHTML = seqBoard();
    }
    drawSeq();
    sec.appendChild(answers);
    sec.appendChild(seqLine);
    var feedback = el("div", "feedback");
    var controls = el("div", "controls");
    var check = el("button", "check", say("check"));
    var retry = el("button", "retry", say("retry"));
    var show = el("button", "show", say("show"));
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
        feedback.appendChild(el("div", "ex-feedback ex-wrong", say("first")));
        return;
      }
      var fb = ex.texts[ex.feedback[k]];
      if (!fb.correct && wrongTries === 0 && k in ex.nudges) {
        fb = ex.texts[ex.nudges[k]];  /* the first wrong answer: a nudge, not the answer */
      }
      if (!fb.correct) { wrongTries += 1; }
      showFeedback(feedback, fb);
      drawBoard(fb.stage !== "nudge");
      if (!(index in results)) { results[index] = fb.correct ? "right" : "wrong"; updateScore(); }
    });
    retry.addEventListener("click", function () {
      feedback.textContent = "";
      drawBoard(false);
      if (ex.mode === "sequence") { seq = []; drawSeq(); }
      else if (ex.mode === "number") { inputs[0].value = "0"; }
      else { inputs.forEach(function (x) { x.checked = false; }); }
    });
    show.addEventListener("click", function () {
      setAnswer(ex.solution);
      showFeedback(feedback, ex.texts[ex.shown]);
      if (ex.steps.length) {
        /* the answer played out step by step, with the demonstrations' stepper */
        /* the line of moves follows the stepper: the moves up to the step shown */
        var answer = seq.slice();
        tkStepper(board, ex.steps, {back: words.back, next: words.next}, function (i) {
          if (ex.mode !== "sequence") { return; }
          var labels = answer.slice(0, i).map(function (j) { return ex.options[j].label; });
          seqLine.textContent = say("moves", {moves: labels.length ? labels.join(" \u2192 ") : say("pick")});
        });
      } else { drawBoard(true); }
      if (!(index in results)) { results[index] = "shown"; updateScore(); }
    });
    return sec;
  }

  var main = document.getElementById("exercises");
  data.exercises.forEach(function (ex, i) { main.appendChild(build(ex, i)); });
  updateScore();
})();
"""
