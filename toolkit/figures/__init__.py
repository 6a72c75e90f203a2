"""Figures (plotly): pure functions from replays to ``go.Figure``, no display side effects.

Examples
--------
>>> from toolkit.figures.core import rgba
>>> rgba("#000000", 1)
'rgba(0,0,0,1)'
"""

from toolkit.figures.core import SEAT_COLOURS, band_traces, base_layout, mean_and_band, rgba

__all__ = ["SEAT_COLOURS", "band_traces", "base_layout", "mean_and_band", "rgba"]
