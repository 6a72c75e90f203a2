"""Three languages: the rule catalogue and the message catalogues.

Everything a learner reads comes in English, Spanish and Italian:

- :func:`rule` gives a rule's title and text (``data/rules/``), with the
  note where a rule document's wording differs from the published rule;
- :func:`translator` gives the gettext functions of one language for the
  words of boards, widgets and feedback (``toolkit/locale/``, managed with
  Babel; see ``docs/translations.md``).

Examples
--------
>>> from toolkit.i18n import rule, translator
>>> rule("HR-C3", "it").title
'Guardie'
>>> translator("es").plural("{n} card", "{n} cards", 1)
'1 carta'
"""

from toolkit.i18n.languages import LANGUAGE_NAMES, LANGUAGES, UnknownLanguageError, check_lang
from toolkit.i18n.messages import MessageCatalogueError, Translator, translator
from toolkit.i18n.rules import (
    RuleCatalogueError,
    RuleText,
    UnknownRuleError,
    load_rule_catalogue,
    rule,
    rule_ids,
)

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "MessageCatalogueError",
    "RuleCatalogueError",
    "RuleText",
    "Translator",
    "UnknownLanguageError",
    "UnknownRuleError",
    "check_lang",
    "load_rule_catalogue",
    "rule",
    "rule_ids",
    "translator",
]
