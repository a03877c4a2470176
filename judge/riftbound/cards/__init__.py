"""Riftbound cards: the format (``model.py``), the library (``library.py``) and the card
behaviour as data (``origins.py``, ``basics.py``)."""
