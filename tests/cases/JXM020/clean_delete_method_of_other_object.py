class Cache:
    def __init__(self):
        self.items = {"w": 1.0}

    def delete(self):
        self.items.clear()


cache = Cache()
cache.delete()
print(cache.items)
