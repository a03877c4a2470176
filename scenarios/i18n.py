"""The markers of the ``scenarios`` message domain (``judge.i18n``): the loader's validation
messages; translations in ``judge/i18n/catalogues/<lang>/LC_MESSAGES/scenarios.po``."""

from judge.i18n import markers

M, MP, MN = markers("scenarios")
