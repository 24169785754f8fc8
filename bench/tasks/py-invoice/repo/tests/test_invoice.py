import unittest

from invoice import Invoice, LineItem, invoice_total
from invoice.discounts import bulk_discount, code_percent
from invoice.money import format_cents


class DiscountTest(unittest.TestCase):
    def test_no_bulk_discount_below_ten(self):
        self.assertEqual(bulk_discount(9, 9000), 0)

    def test_bulk_discount_from_ten_items(self):
        self.assertEqual(bulk_discount(10, 10000), 500)
        self.assertEqual(bulk_discount(12, 1999), 100)

    def test_codes(self):
        self.assertEqual(code_percent("save10"), 10)
        self.assertEqual(code_percent("SAVE100"), 0)
        self.assertEqual(code_percent(None), 0)


class TotalTest(unittest.TestCase):
    def test_single_line(self):
        totals = invoice_total(Invoice([LineItem("pen", 250, 2)]))
        self.assertEqual((totals.net, totals.vat, totals.total), (500, 95, 595))

    def test_ten_items_get_the_bulk_discount(self):
        totals = invoice_total(Invoice([LineItem("mug", 1000, 10)]))
        self.assertEqual(totals.subtotal, 9500)
        self.assertEqual(totals.total, 11305)

    def test_code_before_vat(self):
        items = [LineItem("book", 2000, 1, "reduced"), LineItem("pen", 500)]
        totals = invoice_total(Invoice(items, code="SAVE10"))
        self.assertEqual(totals.discount, 250)
        self.assertEqual(totals.net, 2250)
        self.assertEqual(totals.vat, 126 + 86)

    def test_format(self):
        self.assertEqual(format_cents(123456), "EUR 1234.56")
        self.assertEqual(format_cents(-5), "-EUR 0.05")


if __name__ == "__main__":
    unittest.main()
