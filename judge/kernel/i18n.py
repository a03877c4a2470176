"""The markers of the ``kernel`` message domain (``judge.i18n``): ``M("German {x}", x=…)``,
``MP(context, …)``, ``MN(singular, plural, n=…)``; translations in
``judge/i18n/catalogues/<lang>/LC_MESSAGES/kernel.po``."""

from judge.i18n import markers

M, MP, MN = markers("kernel")
