"""Money as integer cents, rounded half up like the shop's till."""

from decimal import ROUND_HALF_UP, Decimal


def to_cents(amount: Decimal) -> int:
    """Rounds an amount in cents (possibly fractional) to whole cents."""
    return int(amount.quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def percent_of(cents: int, percent: Decimal) -> Decimal:
    """`percent` percent of `cents`, unrounded."""
    return Decimal(cents) * percent / Decimal(100)


def format_cents(cents: int, currency: str = "EUR") -> str:
    """1234 -> 'EUR 12.34'."""
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{currency} {cents // 100}.{cents % 100:02d}"
