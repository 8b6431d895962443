"""Test pictures without an image library: PNG written with zlib, JPEG through cjpeg."""
import struct
import subprocess
import zlib


def png(path, width, height, pixel):
    """A PNG of width x height whose pixel (x, y) is pixel(x, y) -> (r, g, b, a)."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)))
        out.write(chunk(b"IDAT", zlib.compress(bytes(rows), 6)))
        out.write(chunk(b"IEND", b""))


def jpeg(path, width, height, pixel, quality=85):
    """A JPEG through cjpeg (libjpeg-turbo-progs) of pixel(x, y) -> (r, g, b)."""
    header = b"P6\n%d %d\n255\n" % (width, height)
    body = bytearray()
    for y in range(height):
        for x in range(width):
            body.extend(pixel(x, y))
    with open(path, "wb") as out:
        subprocess.run(
            ["cjpeg", "-quality", str(quality)], input=header + bytes(body), stdout=out, check=True)


def pdf(path):
    with open(path, "wb") as out:
        out.write(b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
                  b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
