"""VAT by product category."""

from decimal import Decimal

from .money import percent_of, to_cents

RATES = {
    "standard": Decimal(19),
    "reduced": Decimal(7),
    "exempt": Decimal(0),
}


def vat_rate(category: str) -> Decimal:
    """The VAT rate of a category, in percent."""
    try:
        return RATES[category]
    except KeyError:
        raise ValueError(f"unknown VAT category: {category!r}") from None


def vat(net_cents: int, category: str) -> int:
    """VAT on a net amount, rounded to cents."""
    return to_cents(percent_of(net_cents, vat_rate(category)))
