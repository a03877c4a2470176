"""The markers of the ``keyforge`` message domain (``judge.i18n``): ``M("German {x}", x=…)``,
``MP(context, …)``, ``MN(singular, plural, n=…)``; translations in
``judge/i18n/catalogues/<lang>/LC_MESSAGES/keyforge.po``."""

from judge.i18n import markers

M, MP, MN = markers("keyforge")
